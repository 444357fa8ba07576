import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp, useTestApp } from "#tests/api";
import { createTestDatabase, testDbKind } from "#tests/database";

describe(`/readyz through the whole app on ${testDbKind}`, () => {
  it("is 200 while the database answers", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.request("/readyz")).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  describe("with a database that fails, then comes back", () => {
    let up = true;
    const t = useTestApp({
      ping: async () => {
        if (!up) throw new Error("Connection terminated unexpectedly");
      },
    });

    it("is 503 while it fails and 200 again after, with no restart; /healthz stays 200", async () => {
      expect((await t.app.request("/readyz")).status).toBe(200);
      up = false;
      expect((await t.app.request("/readyz")).status).toBe(503);
      expect((await t.app.request("/healthz")).status).toBe(200);
      up = true;
      expect((await t.app.request("/readyz")).status).toBe(200);
    });
  });

  describe("while the process is stopping", () => {
    const t = useTestApp({ stopping: () => true });
    it("is 503, so the load balancer sends nothing more", async () => {
      expect((await t.app.request("/readyz")).status).toBe(503);
      expect((await t.app.request("/healthz")).status).toBe(200);
    });
  });
});

/**
 * A TCP relay in front of PostgreSQL that can be cut: while it is down, new connections are
 * refused and open ones are dropped, as when the database server stops or the network fails.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  await listen();
  return {
    port: () => port,
    async down() {
      await new Promise((resolve) => {
        server?.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    up: listen,
  };
}

if (testDbKind === "postgres") {
  describe("/readyz on a real PostgreSQL pool that loses its server", () => {
    let relay: Awaited<ReturnType<typeof startRelay>>;
    let t: TestApp;

    beforeAll(async () => {
      const database = await createTestDatabase({
        reachThrough: async (address) => {
          const url = new URL(address);
          relay = await startRelay({ host: url.hostname, port: Number(url.port) });
          url.port = String(relay.port());
          return url.toString();
        },
      });
      t = await createTestApp({ database });
    });
    afterAll(async () => {
      await t?.close();
      await relay?.down();
    });

    it("is 503 while the database cannot be reached and 200 once it is back, with no restart", async () => {
      // The pool reports the connections it loses (db/client.ts): expected here, not printed.
      const lost = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        expect((await t.app.request("/readyz")).status).toBe(200);
        await relay.down();
        const down = await t.app.request("/readyz");
        expect(down.status).toBe(503);
        expect(await down.json()).toEqual({
          status: "unavailable",
          reason: "database unreachable",
        });
        expect((await t.app.request("/readyz")).status).toBe(503);
        expect((await t.app.request("/healthz")).status).toBe(200);
        // Other requests fail meanwhile, answered, not crashing the process.
        expect((await t.app.request("/api/artworks")).status).toBe(500);

        await relay.up();
        expect((await t.app.request("/readyz")).status).toBe(200);
        expect((await t.app.request("/api/artworks")).status).toBe(200);
      } finally {
        lost.mockRestore();
      }
    });
  });
}
