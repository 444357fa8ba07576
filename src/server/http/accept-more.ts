import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";

/**
 * How many connections the server may take in at each turn of its event loop. Node (libuv since
 * 1.45) accepts one connection per listening descriptor per turn: while a turn runs a rush's
 * work, every new visitor waits in the kernel's queue, however cheap its answer (decision 061).
 */
export const ACCEPTS_PER_TURN = 8;

/**
 * A small Node process that hands back the listening socket it is sent, `copies` times, then
 * exits. It never listens on the socket itself, so it never takes a connection.
 */
const ECHO = `process.on("message", (copies, handle) => {
  const next = () => (copies-- > 0 ? process.send(0, handle, next) : process.exit(0));
  next();
});`;

/**
 * Lets `server` take in up to ACCEPTS_PER_TURN connections per turn of the event loop: the
 * listening socket is watched through that many descriptors, each accepting one, and every
 * connection goes to `server` as if it had accepted it. Node 20 cannot open a second listening
 * socket on a port (no SO_REUSEPORT), nor duplicate a descriptor, so a child process sends the
 * socket back as new descriptors — the way Node's own cluster shares one. Resolves once they
 * are watched; on any failure the server simply keeps its one descriptor, as before.
 * `close` stops them and resolves once the connections they accepted have ended.
 */
export async function acceptMore(
  server: Server,
  onFailure: (error: Error) => void,
): Promise<{ close: () => Promise<void> }> {
  const copies: Server[] = [];
  const close = async () => {
    await Promise.all(
      copies.map((copy) => new Promise<void>((resolve) => copy.close(() => resolve()))),
    );
  };
  // The listening handle itself: what Node's cluster sends its workers.
  const handle = (server as Server & { _handle?: object })._handle;
  if (!handle) return { close };
  const echo = spawn(process.execPath, ["-e", ECHO], {
    env: {},
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  try {
    const wanted = ACCEPTS_PER_TURN - 1;
    const received = new Promise<void>((resolve, reject) => {
      echo.on("message", (_: unknown, copy: object) => {
        const extra = createServer();
        extra.on("connection", (socket) => server.emit("connection", socket));
        extra.listen(copy);
        copies.push(extra);
        if (copies.length === wanted) resolve();
      });
      echo.once("error", reject);
      echo.once("exit", () => reject(new Error(`handed back ${copies.length} of ${wanted}`)));
    });
    echo.send(wanted, handle as never);
    await received;
  } catch (error) {
    echo.kill();
    onFailure(error as Error);
  }
  return { close };
}
