// The embedded database off the server's thread. PGlite runs in a worker thread
// (pglite-worker.mjs) and the server reaches it with `pg` as it would a PostgreSQL server: each
// connection's socket is a stream over the worker's message port carrying the wire protocol.
// So a slow query never stalls static files or other requests, and the app sees the same
// driver, types and errors (`code` 23505, …) on both databases.
import { spawn as spawnProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type pg from "pg";
import { log } from "#server/lib/logger";

/** What the worker starts from; a Blob read from a file cannot cross threads, its bytes can. */
export type WorkerInit = { dataDir?: string; loadDataDir?: ArrayBuffer };

export type ToWorker =
  | { op: "data"; conn: number; bytes: Uint8Array }
  | { op: "end"; conn: number }
  | { op: "close" };

export type FromWorker =
  | { op: "ready" }
  | { op: "failed"; message: string }
  | { op: "data"; conn: number; bytes: Uint8Array }
  | { op: "error"; conn: number; message: string }
  | { op: "closed" };

export type PgliteThread = {
  /** Options for `new pg.Pool(…)` whose connections lead to this thread's database. */
  poolConfig: pg.PoolConfig;
  /** Closes the database (end the pools first) and stops the thread. */
  close: () => Promise<void>;
};

/** One connection's socket: what `pg` writes goes to the worker, what it answers comes back. */
class ThreadSocket extends Duplex {
  constructor(
    private readonly thread: WorkerLink,
    readonly conn: number,
  ) {
    super();
  }

  connect() {
    process.nextTick(() => this.emit("connect"));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.thread.send(this.conn, chunk);
    callback();
  }

  // `pg` corks a whole extended-protocol batch (parse, bind, execute, sync): one message.
  override _writev(chunks: Array<{ chunk: Buffer }>, callback: () => void) {
    this.thread.send(this.conn, Buffer.concat(chunks.map(({ chunk }) => chunk)));
    callback();
  }

  override _final(callback: () => void) {
    this.thread.end(this.conn);
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void) {
    this.thread.end(this.conn);
    callback(error);
  }
}

/** One worker, and the sockets open to it. */
class WorkerLink {
  private readonly sockets = new Map<number, ThreadSocket>();
  private nextConn = 1;
  private closing?: Promise<void>;
  /** Why the worker stopped, when nobody asked it to. */
  failure?: Error;
  /** Resolves once PGlite is open; rejects with the reason it could not be. */
  readonly ready: Promise<void>;

  constructor(readonly worker: Worker) {
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: FromWorker) => {
        if (message.op === "data") {
          const { bytes } = message;
          this.sockets
            .get(message.conn)
            ?.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
        } else if (message.op === "error") {
          this.sockets
            .get(message.conn)
            ?.destroy(new Error(`the embedded database failed: ${message.message}`));
        } else if (message.op === "ready") {
          resolve();
        } else if (message.op === "failed") {
          reject(new Error(message.message));
        }
      });
      worker.on("error", (error) => {
        reject(error);
        this.fail(error);
      });
      worker.on("exit", (code) => {
        const error = new Error(`the embedded database's thread stopped (exit code ${code})`);
        reject(error);
        if (!this.closing) this.fail(error);
      });
    });
  }

  connect(): ThreadSocket {
    const socket = new ThreadSocket(this, this.nextConn++);
    this.sockets.set(socket.conn, socket);
    if (this.closing || this.failure) {
      const error = this.failure ?? new Error("the embedded database is closed");
      process.nextTick(() => socket.destroy(error));
    }
    return socket;
  }

  send(conn: number, chunk: Buffer) {
    // A copy of exactly these bytes, handed over without another copy.
    const bytes = new Uint8Array(chunk);
    this.post({ op: "data", conn, bytes }, [bytes.buffer]);
  }

  end(conn: number) {
    if (this.sockets.delete(conn)) this.post({ op: "end", conn });
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.failure) return resolve();
      this.worker.once("exit", () => resolve());
      this.post({ op: "close" });
    });
    return this.closing;
  }

  private post(message: ToWorker, transfer: ArrayBuffer[] = []) {
    if (!this.failure) this.worker.postMessage(message, transfer);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const socket of this.sockets.values()) socket.destroy(error);
    this.sockets.clear();
  }
}

function spawn(init: WorkerInit): Worker {
  return new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: init,
    transferList: init.loadDataDir ? [init.loadDataDir] : [],
    // It passes messages and keeps little: its young generation need not grow to V8's default
    // maximum (decision 018).
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
}

/** Runs pglite-create.mjs in a child process, which says why. */
function createInProcess(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL("./pglite-create.mjs", import.meta.url));
  const child = spawnProcess(process.execPath, [script, dataDir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  // Should this process end first, nothing goes on writing the new database.
  const stop = () => child.kill();
  process.once("exit", stop);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("exit", stop);
      if (code === 0) resolve();
      else {
        const last = errors
          .trim()
          .split("\n")
          .findLast((line) => /\S/.test(line));
        reject(new Error(last ?? `could not create the database (${signal ?? code})`));
      }
    });
  });
}

/**
 * Creates a new database in `dataDir`: made beside it and renamed into place when whole, so a
 * first start cut short (Ctrl-C) leaves no half-made database behind to trip the next one.
 */
async function createDatabase(dataDir: string): Promise<void> {
  const entries = existsSync(dataDir) ? readdirSync(dataDir) : undefined;
  // Something already there (not a database): PGlite makes of it what it can, as it would.
  if (entries && entries.length > 0) return createInProcess(dataDir);
  const staging = `${dataDir}.new`;
  await rm(staging, { recursive: true, force: true });
  await createInProcess(staging);
  if (entries) await rmdir(dataDir);
  await rename(staging, dataDir);
}

/**
 * PGlite in `dataDir` (in memory without one; first loaded from the `loadDataDir` tarball, if
 * given) on a thread of its own, ready for queries; a new database is first created by a
 * process of its own (createDatabase). Should the thread die (PGlite's wasm aborting), the
 * connections open to it fail and the next one starts it again from `dataDir`, where
 * PostgreSQL recovers as after a power cut.
 */
export async function startPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PgliteThread> {
  const { dataDir } = options;
  if (dataDir && !options.loadDataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    await createDatabase(dataDir);
  }
  let link = new WorkerLink(
    spawn({ dataDir: options.dataDir, loadDataDir: await options.loadDataDir?.arrayBuffer() }),
  );
  await link.ready;
  let closed = false;
  const current = () => {
    if (link.failure && options.dataDir && !closed) {
      log.error({ err: link.failure }, "The embedded database's thread stopped; starting it again");
      link = new WorkerLink(spawn({ dataDir: options.dataDir }));
      link.ready.catch(() => {}); // its connections fail with the reason
    }
    return link;
  };
  return {
    poolConfig: {
      stream: () => current().connect(),
      // PGlite answers every startup with AuthenticationOk; these only fill the message.
      user: "postgres",
      database: "postgres",
      ssl: false,
      // The connections live as long as the server: no reconnecting after idle spells.
      idleTimeoutMillis: 0,
    },
    close: () => {
      closed = true;
      return link.close();
    },
  };
}
