import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ACCEPTS_PER_TURN, acceptMore } from "./accept-more";

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/** How many connections `server` takes in during the first turn once `count` are waiting. */
async function takenInOneTurn(server: Server, count: number) {
  const { port } = server.address() as AddressInfo;
  let turn = 0;
  const turnsOf: number[] = [];
  server.on("connection", () => turnsOf.push(turn));
  const sockets: Socket[] = Array.from({ length: count }, () => connect(port, "127.0.0.1"));
  // The kernel completes the connections meanwhile; none is taken in while this thread is busy.
  busy(100);
  // An immediate runs once per turn, after that turn's accepts; a timer may not fire in a turn.
  let counting = true;
  const nextTurn = () => {
    turn++;
    if (counting) setImmediate(nextTurn);
  };
  setImmediate(nextTurn);
  while (turnsOf.length < count) await new Promise((resolve) => setImmediate(resolve));
  counting = false;
  for (const socket of sockets) socket.destroy();
  return turnsOf.filter((t) => t === turnsOf[0]).length;
}

describe("acceptMore", () => {
  const servers: Server[] = [];
  const listening = async () => {
    const server = createServer((_, res) => res.end("ok"));
    servers.push(server);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return server;
  };
  afterEach(async () => {
    for (const server of servers.splice(0)) server.close();
  });

  it("takes in one connection per turn without it, several with it", async () => {
    expect(await takenInOneTurn(await listening(), 6)).toBe(1);
    const server = await listening();
    const more = await acceptMore(server, (error) => {
      throw error;
    });
    expect(await takenInOneTurn(server, 6)).toBeGreaterThan(1);
    await more.close();
  });

  it("serves what its extra descriptors take in, and stops taking in once closed", async () => {
    const server = await listening();
    const more = await acceptMore(server, (error) => {
      throw error;
    });
    const { port } = server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: ACCEPTS_PER_TURN * 2 }, () =>
        fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } }).then((r) =>
          r.text(),
        ),
      ),
    );
    expect(answers).toEqual(Array(ACCEPTS_PER_TURN * 2).fill("ok"));
    server.close();
    await more.close();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });
});
