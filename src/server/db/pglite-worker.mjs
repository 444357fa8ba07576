// The embedded database's own thread (started by pglite-thread.ts). It owns the PGlite
// instance and speaks the PostgreSQL wire protocol with the server's connections over
// messages, so a slow query runs here while the server's event loop keeps serving.
//
// Plain JavaScript, so the thread starts without a TypeScript loader of its own (tsx in a
// worker costs ~50 MB and ~0.4 s at every start); the messages are typed in pglite-thread.ts.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { setFlagsFromString } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

if (!parentPort) throw new Error("pglite-worker.mjs runs in a worker thread (pglite-thread.ts)");
const port = parentPort;

// Wire-protocol constants (PostgreSQL "Message Formats").
const SSL_REQUEST = 80_877_103;
const CANCEL_REQUEST = 80_877_102;
const GSSENC_REQUEST = 80_877_104;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'

/**
 * A run of one connection's messages that PostgreSQL answers as a whole: the startup message,
 * a simple query, an extended-protocol batch up to its Sync, or one up to a Flush. A `reset`
 * unit is the worker's own: it clears a closed connection's session for the next one.
 * @typedef {{ conn: number, bytes: Buffer } | { conn: number, reset: true }} Unit
 */

/** @type {import("./pglite-thread").WorkerInit} */
const init = workerData;
/** @type {Map<number, { pending: Buffer, started: boolean }>} */
const connections = new Map();
/** @type {Unit[]} */
const queue = [];
/**
 * PGlite has one session. Connections take it in turn, the way clients take a server's
 * backends: the first to start holds it until it closes, and its session (prepared
 * statements, settings, an open or failed transaction, a half-sent batch, advisory locks) is
 * then reset before the next connection's startup is answered. No state of one connection
 * ever reaches another; a connection opened meanwhile waits (the server's pool has one).
 * @type {number | undefined}
 */
let holder;
let running = false;
let closing = false;
/** @type {PGlite | undefined} */
let db;

/** @param {import("./pglite-thread").FromWorker} message @param {ArrayBuffer[]} [transfer] */
function post(message, transfer = []) {
  port.postMessage(message, transfer);
}

/** @param {number} conn @param {Uint8Array} bytes */
function send(conn, bytes) {
  if (bytes.length === 0 || !connections.has(conn)) return;
  // A copy of exactly these bytes: posting a view would clone its whole backing buffer.
  const copy = bytes.slice();
  post({ op: "data", conn, bytes: copy }, [copy.buffer]);
}

/** How much of an answer is gathered before it is posted (a large one goes in pieces). */
const ANSWER_PIECE = 64 * 1024;

/**
 * An answer for `conn`, gathered: PGlite writes it a protocol message at a time (a message a
 * row), and each post costs a copy, a message and a wake-up of the server's thread (posted a
 * message at a time, the API suite on PGlite took 184 CPU-seconds; gathered, 179).
 * @param {number} conn
 */
function answerTo(conn) {
  /** @type {Uint8Array[]} */
  let pieces = [];
  let size = 0;
  const flush = () => {
    if (size === 0 || !connections.has(conn)) return;
    let bytes = pieces[0];
    if (pieces.length > 1) {
      bytes = new Uint8Array(size);
      let offset = 0;
      for (const piece of pieces) {
        bytes.set(piece, offset);
        offset += piece.length;
      }
    }
    pieces = [];
    size = 0;
    post({ op: "data", conn, bytes }, [bytes.buffer]);
  };
  return {
    /** @param {Uint8Array} bytes a view into PGlite's memory, copied */
    write(bytes) {
      if (bytes.length === 0) return;
      pieces.push(bytes.slice());
      size += bytes.length;
      if (size >= ANSWER_PIECE) flush();
    },
    flush,
  };
}

/**
 * Splits what a connection sent into units, queued in arrival order.
 * @param {number} conn @param {Buffer} chunk
 */
function receive(conn, chunk) {
  const connection = connections.get(conn) ?? { pending: Buffer.alloc(0), started: false };
  connections.set(conn, connection);
  const data = connection.pending.length ? Buffer.concat([connection.pending, chunk]) : chunk;
  let start = 0;
  let offset = 0;
  while (offset < data.length) {
    if (!connection.started) {
      // Startup-phase messages have no type byte: length, then a code or protocol version.
      if (data.length - offset < 8) break;
      const length = data.readInt32BE(offset);
      if (data.length - offset < length) break;
      const code = data.readInt32BE(offset + 4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        send(conn, Buffer.from("N")); // no encryption on a thread's message port
      } else if (code !== CANCEL_REQUEST) {
        connection.started = true;
        queue.push({ conn, bytes: data.subarray(offset, offset + length) });
      }
      offset += length;
      start = offset;
      continue;
    }
    if (data.length - offset < 5) break;
    const type = data[offset];
    const length = 1 + data.readInt32BE(offset + 1);
    if (data.length - offset < length) break;
    if (type === TERMINATE) {
      // Never passed on: to PGlite it would end its one and only session.
      close(conn);
      return;
    }
    offset += length;
    if (type === SYNC || type === QUERY || type === FLUSH) {
      queue.push({ conn, bytes: data.subarray(start, offset) });
      start = offset;
    }
  }
  connection.pending = Buffer.from(data.subarray(start));
  void run();
}

/**
 * A connection is gone: its queued units are dropped, and if it held the session, the
 * session is reset next (after the unit it may have running now).
 * @param {number} conn
 */
function close(conn) {
  if (!connections.delete(conn)) return;
  for (let i = queue.length - 1; i >= 0; i--) if (queue[i].conn === conn) queue.splice(i, 1);
  if (holder === conn) queue.unshift({ conn, reset: true });
  void run();
}

/** @param {number} type @param {string} [text] */
function message(type, text) {
  const body = text === undefined ? Buffer.alloc(0) : Buffer.from(`${text}\0`);
  const bytes = Buffer.alloc(5 + body.length);
  bytes[0] = type;
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
}

/**
 * What a closed connection leaves is undone, each step on its own (DISCARD ALL refuses to
 * run in a transaction block): a Sync ends a batch it half sent, ROLLBACK its transaction,
 * DISCARD ALL the rest of its session — prepared statements, portals, settings, LISTENs,
 * temporary tables, advisory locks.
 */
const RESET = [message(SYNC), message(QUERY, "rollback"), message(QUERY, "discard all")];

/** The next unit allowed to run: the holder's, or anyone's when nobody holds the session. */
function next() {
  const index = holder === undefined ? 0 : queue.findIndex((unit) => unit.conn === holder);
  return index < 0 ? undefined : queue.splice(index, 1)[0];
}

/** @param {Unit} unit */
async function execute(unit) {
  if (!db) return;
  if ("reset" in unit) {
    for (const step of RESET) await db.execProtocolRawStream(step, { onRawData: () => {} });
    holder = undefined;
    return;
  }
  holder = unit.conn;
  const { conn } = unit;
  // The answer's bytes as PostgreSQL writes them, gathered (answerTo). execProtocolRaw would
  // also parse every row in JavaScript, for nothing: the connection's own driver reads them.
  const answer = answerTo(conn);
  try {
    await db.execProtocolRawStream(unit.bytes, { onRawData: answer.write });
  } finally {
    answer.flush();
  }
}

async function run() {
  if (running || !db) return;
  running = true;
  try {
    for (let unit = next(); unit; unit = next()) {
      try {
        await execute(unit);
      } catch (error) {
        // Not an SQL error (those are answered in the protocol): PGlite itself failed. The
        // connection is told and closed; its session is reset like any other's.
        post({ op: "error", conn: unit.conn, message: String(error?.message ?? error) });
        if ("reset" in unit) holder = undefined;
        else close(unit.conn);
      }
    }
  } finally {
    running = false;
  }
  if (closing && queue.length === 0) {
    closing = false;
    await db.close();
    post({ op: "closed" });
    port.close();
  }
}

port.on("message", (/** @type {import("./pglite-thread").ToWorker} */ message) => {
  if (message.op === "data") {
    const { bytes } = message;
    receive(message.conn, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } else if (message.op === "end") {
    if (connections.has(message.conn)) close(message.conn);
  } else if (message.op === "close") {
    closing = true;
    void run();
  }
});

/**
 * When the machine has fewer free cores than busy threads, the server's own thread goes
 * first: on Linux a thread has its own nice value, and this one yields to the event loop (a
 * long query still gets every cycle the server leaves). Elsewhere it keeps the process's.
 */
function yieldToTheServer() {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (tid > 0) setPriority(tid, 10);
  } catch {}
}

// PostgreSQL compiled to WebAssembly is ~8 MB of code, most of which a shop never runs. V8
// compiles it all with its baseline compiler, then recompiles the hot part with its optimising
// one on the machine's other threads. Baseline code alone opens the database ~150 ms sooner,
// keeps ~40 MB less memory and spares the cores a recompilation while the first pages are
// served; a query runs ~10 % slower, on answers that are mostly cached anyway (decision 018).
// Read when the module is compiled, in PGlite.create below; the setting is the process's, and
// this thread is its only WebAssembly.
setFlagsFromString("--liftoff-only");

try {
  db = await PGlite.create(init.dataDir, {
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers, in WebAssembly memory that is never given
    // back, doubled the server's memory. The database's files are in the OS's page cache
    // anyway: 16 MB keeps the hot catalogue pages, opens in two thirds of the time and leaves
    // some 130 MB to the machine (decision 015).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    loadDataDir: init.loadDataDir && new Blob([init.loadDataDir]),
  });
  // Only now: creating a new database is on the way to the first page, not beside it.
  yieldToTheServer();
  post({ op: "ready" });
  void run();
} catch (error) {
  post({ op: "failed", message: String(error?.message ?? error) });
  port.close();
}
