// Two ways for the server's thread to reach the embedded database through `pg`, measured side
// by side (docs/decisions/014-one-session-per-connection-on-the-embedded-database.md):
//
// - Atelier's own link (src/server/db/pglite-thread.ts): PGlite on a worker thread, the wire
//   protocol carried over the thread's message port;
// - PGlite's socket server (@electric-sql/pglite-socket), on a worker thread too, over a Unix
//   socket. It is not a dependency: install it anywhere and name the install, e.g.
//     npm install --prefix /tmp/pglite-socket @electric-sql/pglite-socket@0.2.17
//     npm run bench:pglite -- --socket /tmp/pglite-socket
//
// For each: what a connection opened after another failed sees of that one's session (a named
// prepared statement, a setting, a failed transaction), then sequential round trips of a
// prepared statement and of a first page of 24 artworks, and the same page 20 at a time.
// Usage: npm run bench:pglite -- [--socket <install dir>] [--artworks 2000]
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openPglite } from "#server/db/client";
import { startPgliteThread } from "#server/db/pglite-thread";
import { insertSyntheticCatalogue } from "./lib/bench-db";

const { values: args } = parseArgs({
  options: { socket: { type: "string" }, artworks: { type: "string", default: "2000" } },
});

type Link = { name: string; pool: pg.Pool; close: () => Promise<void> };

const VERSION = {
  name: "bench_version",
  text: "select version from catalogue_version where id = 1",
};
const FIRST_PAGE =
  "select id, title, artist, price, image_url, medium, size, created_at from artworks " +
  "order by created_at desc, id desc limit 24";

/** A migrated database with a synthetic catalogue, as a data directory tarball. */
async function template(count: number): Promise<ArrayBuffer> {
  const database = await openPglite();
  try {
    await insertSyntheticCatalogue(database.db, count);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await (await client.dumpDataDir("none")).arrayBuffer();
  } finally {
    await database.close();
  }
}

async function ownLink(tar: ArrayBuffer): Promise<Link> {
  const thread = await startPgliteThread({ loadDataDir: new Blob([tar]) });
  const pool = new pg.Pool({ ...thread.poolConfig, max: 1 });
  return {
    name: "own link (message port)",
    pool,
    close: async () => {
      await pool.end();
      await thread.close();
    },
  };
}

// The socket server's thread: plain JavaScript, its modules imported by path.
const SOCKET_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { PGlite } = await import(workerData.pglite);
  const { pg_trgm } = await import(workerData.pgTrgm);
  const { PGLiteSocketServer } = await import(workerData.socket);
  const db = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: new Blob([workerData.tar]) });
  const server = new PGLiteSocketServer({ db, path: workerData.path });
  await server.start();
  parentPort.postMessage("ready");
  parentPort.once("message", async () => {
    await server.stop();
    await db.close();
    parentPort.postMessage("closed");
  });
})().catch((error) => parentPort.postMessage("failed: " + error.message));
`;

async function socketLink(install: string, tar: ArrayBuffer): Promise<Link> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "atelier-pglite-socket-"));
  const resolveFrom = (specifier: string) => import.meta.resolve(specifier);
  const worker = new Worker(SOCKET_WORKER, {
    eval: true,
    workerData: {
      pglite: resolveFrom("@electric-sql/pglite"),
      pgTrgm: resolveFrom("@electric-sql/pglite/contrib/pg_trgm"),
      socket: path.join(install, "node_modules/@electric-sql/pglite-socket/dist/index.js"),
      path: path.join(dir, ".s.PGSQL.5432"),
      tar,
    },
  });
  const said = () => new Promise<string>((resolve) => worker.once("message", resolve));
  const ready = await said();
  if (ready !== "ready") throw new Error(`pglite-socket did not start: ${ready}`);
  const pool = new pg.Pool({
    host: dir,
    port: 5432,
    user: "postgres",
    database: "postgres",
    max: 1,
  });
  pool.on("error", () => {});
  return {
    name: "pglite-socket (Unix socket)",
    pool,
    close: async () => {
      await pool.end();
      worker.postMessage("stop");
      await said();
      await worker.terminate();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const outcome = (run: () => Promise<unknown>) =>
  run().then(
    (value) => `ok ${JSON.stringify(value)}`,
    (error: Error) => `ERROR ${error.message}`,
  );

/** What a new connection finds after the one before it failed or was closed mid-way. */
async function isolation(pool: pg.Pool) {
  await pool.query(VERSION);
  // pg's pool closes a connection whose statement failed; the next query opens another.
  await pool
    .query("insert into user_favorites (user_id, artwork_id) values ('x', gen_random_uuid())")
    .catch(() => {});
  const preparedAfterFailure = await outcome(async () => (await pool.query(VERSION)).rows[0]);
  const settingAfterClose = await outcome(async () => {
    const client = await pool.connect();
    await client.query("set statement_timeout = 1234");
    client.release(true);
    return (await pool.query("show statement_timeout")).rows[0];
  });
  const queryAfterFailedTransaction = await outcome(async () => {
    const client = await pool.connect();
    await client.query("begin");
    await client.query("select 1 / 0").catch(() => {});
    client.release(true);
    return (await pool.query("select 1 as one")).rows[0];
  });
  return { preparedAfterFailure, settingAfterClose, queryAfterFailedTransaction };
}

async function timed(runs: number, run: () => Promise<unknown>) {
  const started = performance.now();
  for (let i = 0; i < runs; i++) await run();
  const ms = performance.now() - started;
  return `${((ms / runs) * 1000).toFixed(0)} µs each (${Math.round((runs * 1000) / ms)}/s)`;
}

async function measure(open: () => Promise<Link>) {
  // Timings on a link of their own, before anything has failed on it.
  const link = await open();
  console.log(`\n${link.name}`);
  try {
    await timed(200, () => link.pool.query(FIRST_PAGE)); // warm
    console.log(
      `  prepared round trip          ${await timed(3000, () => link.pool.query(VERSION))}`,
    );
    console.log(
      `  first page, one at a time    ${await timed(1000, () => link.pool.query(FIRST_PAGE))}`,
    );
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 50; i++) await link.pool.query(FIRST_PAGE);
      }),
    );
    const ms = performance.now() - started;
    console.log(`  first page, 20 at a time     ${Math.round(1000_000 / ms)}/s`);
  } finally {
    await link.close();
  }
  const fresh = await open();
  try {
    for (const [check, result] of Object.entries(await isolation(fresh.pool))) {
      console.log(`  ${check.padEnd(28)} ${result}`);
    }
  } finally {
    await fresh.close();
  }
}

const tar = await template(Number(args.artworks));
await measure(() => ownLink(tar));
const { socket } = args;
if (socket) await measure(() => socketLink(socket, tar));
else console.log("\n(pglite-socket not measured: pass --socket <install dir>)");
