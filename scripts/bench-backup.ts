// Whether a scheduled backup blocks the shop: reads and orders while one runs.
//   npm run bench:backup -- [count] [--postgres <server url> | --own-postgres] [--images 400]
//     [--baseline 5] [--rate 10] [--order-every <ms>] [--port-range 4800-4899]
// Works only in a throwaway database of its own (scripts/lib/bench-db.ts): embedded PGlite by
// default; with --postgres (or DATABASE_URL) a new database on that server; with --own-postgres
// a throwaway PostgreSQL server started here, as bench:drop starts one. It fills a catalogue of
// `count` artworks (10,000) and puts `images` small files (random bytes, as incompressible as
// WebP; 400 = 100 paintings in the four widths, ~15 MB) in the image store, then serves the
// app as `npm start` does (the server's database handle, the fast lane, the built pages) on
// 127.0.0.1, in this process: the backups are made here by the server's own services, as the
// server's sweep makes them, with the services' clock moved to a slot of an every-minute
// schedule. First one backup with nothing else going on, timed. Then, from a thread of their
// own, `/api/artworks`, a painting's `/api/artworks/:id` and `/` are read at a steady `rate`
// each per second, and signed-in shoppers place an order (`POST /api/orders`, one painting in
// the cart) every `order-every` ms (by default a sixth of that first backup, within
// 200 ms–2 s): for `baseline` seconds with no backup, then while `backups.runDue()` makes,
// checks and records a backup, until it is done. It prints each backup's duration, the
// archive's size, how long its tables' snapshot was held, p50/p99 of each read and of the
// orders before and during the backup, each order's time, and any request that failed. The
// targets (reads' p99 during the backup, the longest an order waited) are reported, not
// asserted: it exits 0 once measured. On PGlite it also times a copy of the database
// (`dumpDataDir`, then a clone opened from it): what reading from a copy would cost.
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { asc, desc, sql } from "drizzle-orm";
import { createAuth } from "#server/auth/auth";
import { BACKUP_TABLES, rowsOf } from "#server/backup/tables";
import { parseConfig } from "#server/config";
import { sessions, users } from "#server/db/auth-schema";
import { type Db, openDatabase, openPglite } from "#server/db/client";
import { artworks, cartItems } from "#server/db/schema";
import { createImageStore, imageName } from "#server/images/store";
import { setLogLevel } from "#server/lib/logger";
import { createMailroom } from "#server/mail/delivery";
import { createNodeApp } from "#server/node-app";
import { builtSite } from "#server/pages/site-build";
import { createServices } from "#server/services";
import { IMAGE_WIDTHS } from "#shared/images";
import { TEST_AUTH_SECRET, testSessions } from "#tests/sessions";
import {
  benchPostgresServer,
  insertSyntheticCatalogue,
  letSignalsIn,
  throwawayDatabase,
} from "./lib/bench-db";
import { freePortIn } from "./lib/bench-http";
import { ensureBuilt } from "./lib/builds.mjs";

const usage =
  "usage: npm run bench:backup -- [count] [--postgres <server url> | --own-postgres] " +
  "[--images <n>] [--baseline <s>] [--rate <reads/s>] [--order-every <ms>] " +
  "[--port-range <from>-<to>]";
const args = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: "string" },
    "own-postgres": { type: "boolean" },
    images: { type: "string", default: "400" },
    baseline: { type: "string", default: "5" },
    rate: { type: "string", default: "10" },
    "order-every": { type: "string" },
    "port-range": { type: "string", default: "4800-4899" },
    help: { type: "boolean", short: "h" },
  },
});
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const count = Number(args.positionals[0] ?? 10_000);
const imageCount = Number(args.values.images);
const baselineMs = Number(args.values.baseline) * 1000;
const rate = Number(args.values.rate);
const orderEveryMs =
  args.values["order-every"] === undefined ? undefined : Number(args.values["order-every"]);
const [portFrom, portTo] = (args.values["port-range"] ?? "").split("-").map(Number);
if (
  ![count, imageCount, portFrom, portTo].every(Number.isSafeInteger) ||
  args.positionals.length > 1 ||
  count < 2 ||
  imageCount < 0 ||
  !(baselineMs > 0) ||
  !(rate > 0 && rate <= 200) ||
  (orderEveryMs !== undefined && !(orderEveryMs >= 50)) ||
  portFrom > portTo
) {
  console.error(usage);
  process.exit(2);
}

/** Orders the backup may meet at most: shoppers are made ahead, one order each. */
const MAX_ORDERS_IN_BACKUP = 120;
/** The first order of a phase leaves this soon after its start, then one every `order-every`. */
const FIRST_ORDER_MS = 100;
/** An answer slower than this counts as failed (status 0), so the run always ends. */
const REQUEST_TIMEOUT_MS = 60_000;
/** A backup that takes longer than this is a finding too: the run stops. */
const BACKUP_DEADLINE_MS = 10 * 60_000;
/** How long the app's sessions last (auth/auth.ts). */
const SESSION_DAYS = 30;
/**
 * Every minute: the services' clock is moved to the next slot just before each backup, and a
 * slot a minute away at most moves it by less than a minute each time, so holds and cached
 * answers read before still mean what they meant. The shop's 03:00 would move it by hours.
 */
const BENCH_SCHEDULE = "* * * * *";

const named = args.values.postgres ?? process.env.DATABASE_URL;
const postgres =
  named || args.values["own-postgres"]
    ? await benchPostgresServer(named, await freePortIn(portFrom, portTo))
    : undefined;
if ((named || args.values["own-postgres"]) && !postgres) {
  console.error("--own-postgres needs PostgreSQL's binaries on this machine");
  process.exit(2);
}
const onPostgres = postgres !== undefined;

const throwaway = await throwawayDatabase(postgres?.url);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-backup-"));
// The shop's DATA_DIR: on PGlite the throwaway's directory, whose pglite/ is the database.
const shopDir = throwaway.serverEnv.DATA_DIR ?? dataDir;
console.log(
  `a backup beside the shop: ${count.toLocaleString("en-GB")} artworks, ${imageCount} images, ` +
    `${rate} reads/s of each kind, ${os.cpus().length} CPUs, ` +
    `Node ${process.version}, ${throwaway.describe}`,
);

const SHIPPING = {
  name: "Backup Buyer",
  line1: "1 High Street",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
};

/** Milliseconds since the epoch, to the fraction: the same scale in every thread. */
const epochNow = () => performance.timeOrigin + performance.now();
type Timed = { at: number; ms: number; status: number };
const at = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value)
    ? "–"
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
function summary(times: Timed[]) {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: at(sorted, 0.5),
    p99: at(sorted, 0.99),
    max: sorted.at(-1),
    failed: times.filter((t) => t.status < 200 || t.status >= 300).length,
  };
}

/**
 * The visitors and the shoppers, in a thread of their own (bench-drop.ts says why: a request
 * timed on the thread that serves, or that fires a burst, waits for that thread as much as for
 * the shop). Reads leave at a steady rate whether or not the last was answered, as visitors
 * arrive: readers that each waited for their answer would ask only once during a stall, and a
 * stall of seconds would hide in the p99 of thousands of quick reads before and after it.
 * Orders leave on their own beat, one shopper each. "stop" ends the leaving; the answers of
 * everything in flight are waited for and sent back.
 */
const VISITORS_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, urls, rate, orderEveryMs, firstOrderMs, timeoutMs, shoppers, shipping } = workerData;
const epochNow = () => performance.timeOrigin + performance.now();
let nextShopper = 0;
async function timed(url, init) {
  const at = epochNow();
  let status = 0;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    status = response.status;
  } catch {}
  return { at, ms: epochNow() - at, status };
}
function order() {
  const shopper = shoppers[nextShopper++];
  return timed(base + "/api/orders", {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", cookie: shopper.cookie },
    body: JSON.stringify({ shipping, artworkIds: [shopper.artworkId] }),
  });
}
let stop;
parentPort.on("message", async (message) => {
  if (message.op === "order") {
    parentPort.postMessage({ order: await order() });
    return;
  }
  if (message.op === "stop") {
    stop();
    return;
  }
  const reads = Object.fromEntries(Object.keys(urls).map((kind) => [kind, []]));
  const orders = [];
  // The first of each kind at once, so that even a short backup meets some.
  const timers = Object.keys(urls).map((kind) => {
    reads[kind].push(timed(urls[kind]));
    return setInterval(() => reads[kind].push(timed(urls[kind])), 1000 / rate);
  });
  let orderTimer;
  const orderBeat = () => {
    if (nextShopper < shoppers.length) orders.push(order());
  };
  const firstOrder = setTimeout(() => {
    orderBeat();
    orderTimer = setInterval(orderBeat, orderEveryMs);
  }, firstOrderMs);
  await new Promise((resolve) => { stop = resolve; });
  for (const timer of timers) clearInterval(timer);
  clearTimeout(firstOrder);
  clearInterval(orderTimer);
  const answered = {};
  for (const kind of Object.keys(reads)) answered[kind] = await Promise.all(reads[kind]);
  parentPort.postMessage({ reads: answered, orders: await Promise.all(orders) });
});
`;

/** `n` files of random bytes in the store's names, each painting in every width. */
async function storeImages(images: ReturnType<typeof createImageStore>, n: number) {
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const width = IMAGE_WIDTHS[i % IMAGE_WIDTHS.length];
    // About what a painting's WebP weighs at that width: 5 KB at 320, 82 KB at 1280.
    const data = randomBytes(Math.round(width * width * 0.05));
    await images.put(imageName(`bench-${Math.floor(i / IMAGE_WIDTHS.length)}`, width), data);
    bytes += data.length;
  }
  return bytes;
}

/**
 * What reading from a copy of the embedded database would cost: its data directory dumped as
 * the test template is (tests/pglite-template.ts), then a clone opened from the dump.
 */
async function timeCopy(db: Db) {
  const client = (db as unknown as { $client: PGlite }).$client;
  let started = performance.now();
  const dump = await client.dumpDataDir("none");
  const dumpMs = performance.now() - started;
  started = performance.now();
  const clone = await openPglite(undefined, dump);
  const cloneMs = performance.now() - started;
  const [row] = await clone.db.select({ n: sql<number>`count(*)::int` }).from(artworks);
  await clone.close();
  return { dumpMs, cloneMs, bytes: dump.size, artworks: row.n };
}

/**
 * The database's own part of a backup: every backed-up table's rows as JSON, counted in one
 * repeatable-read snapshot with nothing written anywhere — how long the snapshot would be held
 * if the archive's writing never made it wait.
 */
async function timeTablesAlone(db: Db) {
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  await db.transaction(
    async (tx) => {
      for (const table of BACKUP_TABLES) {
        const columns = sql.join(
          table.columns.map((column) => sql.identifier(column)),
          sql`, `,
        );
        const [counted] = rowsOf<{ n: number; bytes: string }>(
          await tx.execute(
            sql`select count(*)::int as n, coalesce(sum(length(row_to_json(r)::text)), 0)::bigint as bytes
                from (select ${columns} from ${sql.identifier(table.name)}) r`,
          ),
        );
        rows += Number(counted.n);
        bytes += Number(counted.bytes);
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { ms: performance.now() - started, rows, bytes };
}

try {
  const builds = Promise.all([ensureBuilt("client"), ensureBuilt("render")]);
  const seconds = await insertSyntheticCatalogue(throwaway.database.db, count);
  console.log(`inserted ${count.toLocaleString("en-GB")} artworks in ${seconds.toFixed(1)} s`);
  const copy = onPostgres ? undefined : await timeCopy(throwaway.database.db);
  // The server's own handle from here on: on PGlite the worker thread (pglite-thread.ts) behind
  // a pool of one connection, on PostgreSQL a pool of ten; the throwaway's is let go first
  // (embedded PGlite serves one handle at a time).
  await throwaway.release();
  await builds;

  const port = await freePortIn(portFrom, portTo);
  const base = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    DATA_DIR: shopDir,
    ...(throwaway.serverEnv.DATABASE_URL && { DATABASE_URL: throwaway.serverEnv.DATABASE_URL }),
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    SEED_DEMO: "false",
    BACKUP_SCHEDULE: BENCH_SCHEDULE,
    BACKUP_DIR: path.join(dataDir, "backups"),
  });
  const database = await openDatabase(config);
  try {
    const { db } = database;
    const images = createImageStore(config);
    const imageBytes = await storeImages(images, imageCount);
    console.log(`stored ${imageCount} images, ${mb(imageBytes)}`);

    // Shoppers who opened the shop earlier, each with one of the newest paintings in the cart;
    // their sessions run the app's 30 days, so an order is not also a session's refresh.
    const shopperCount = Math.ceil(baselineMs / (orderEveryMs ?? 200)) + MAX_ORDERS_IN_BACKUP + 1;
    const newest = await db
      .select({ id: artworks.id })
      .from(artworks)
      .orderBy(desc(artworks.createdAt))
      .limit(shopperCount);
    const [oldest] = await db
      .select({ id: artworks.id })
      .from(artworks)
      .orderBy(asc(artworks.createdAt))
      .limit(1);
    const signIns = testSessions(db, config);
    const shoppers: Array<{ cookie: string; artworkId: string }> = [];
    for (const { id: artworkId } of newest) {
      const userId = randomUUID();
      await db.insert(users).values({
        id: userId,
        email: `backup-${userId}@example.com`,
        name: "",
        emailVerified: true,
      });
      await db.insert(cartItems).values({ userId, artworkId });
      shoppers.push({ cookie: await signIns.cookieFor(userId), artworkId });
      await letSignalsIn();
    }
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) });

    // The services as the server makes them (serve.ts), on a clock that can be moved to a slot.
    let clockOffset = 0;
    const clock = () => new Date(Date.now() + clockOffset);
    const { outbox } = createMailroom({ db, config });
    const auth = createAuth({ db, config, outbox, secret: TEST_AUTH_SECRET });
    const services = createServices({ db, config, auth, outbox, images, clock });
    setLogLevel("warn"); // a JSON line per request would drown the figures

    // When a backup's snapshot began and ended: runDue says only when all of it is done, and
    // on PGlite the snapshot is what holds the database. The first repeatable-read, read-only
    // transaction after `snapshot` is emptied is the backup's. The same handle, timed, not a
    // proxy: the catalogue's cache knows the handle by its identity (its statement counts).
    let snapshot: { from?: number; to?: number } = { from: 0 };
    const transaction = db.transaction.bind(db);
    db.transaction = ((work, options) => {
      if (
        options?.isolationLevel !== "repeatable read" ||
        options.accessMode !== "read only" ||
        snapshot.from !== undefined
      ) {
        return transaction(work, options);
      }
      const timing = snapshot;
      return transaction(async (tx) => {
        timing.from = epochNow();
        try {
          return await work(tx);
        } finally {
          timing.to = epochNow();
        }
      }, options);
    }) as typeof db.transaction;

    const site = builtSite();
    if (!site) throw new Error("no built site in dist/: `npm run build` first");
    const { listener } = createNodeApp(services, { site });
    const server = createServer(listener);
    server.listen(port, "127.0.0.1");
    await once(server, "listening");

    try {
      const reads = {
        "GET /api/artworks": `${base}/api/artworks`,
        "GET /api/artworks/:id": `${base}/api/artworks/${oldest.id}`,
        "GET /": `${base}/`,
      };
      const kinds = Object.keys(reads) as (keyof typeof reads)[];
      for (const url of Object.values(reads)) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      }
      // The sweep's turn at a slot: the clock moved to the next one, runDue claims it and makes,
      // checks and records the backup, as serve.ts's sweep would at that minute.
      const schedule = config.backups.schedule;
      if (!schedule) throw new Error("no backup schedule");
      const backupAtSlot = () => {
        const slot = schedule.next(clock());
        clockOffset += slot.getTime() - clock().getTime();
        snapshot = {};
        const timing = snapshot;
        const from = epochNow();
        const watchdog = setTimeout(() => {
          console.error(`a backup did not end in ${BACKUP_DEADLINE_MS / 1000} s; stopping`);
          process.kill(process.pid, "SIGTERM");
        }, BACKUP_DEADLINE_MS);
        return services.backups
          .runDue()
          .then((made) => {
            if (!made) throw new Error("runDue made no backup (no slot claimed, or it failed)");
            return { made, from, to: epochNow(), snapshot: timing };
          })
          .finally(() => clearTimeout(watchdog));
      };

      // First a backup with nothing else going on: its own duration, and the beat of the
      // orders below, so that several are sent while the measured one runs.
      console.error("a backup with nothing else going on…");
      const idle = await backupAtSlot();
      const orderEvery =
        orderEveryMs ?? Math.min(2_000, Math.max(200, Math.round((idle.to - idle.from) / 6)));

      const visitors = new Worker(VISITORS_THREAD, {
        eval: true,
        workerData: {
          base,
          urls: reads,
          rate,
          orderEveryMs: orderEvery,
          firstOrderMs: FIRST_ORDER_MS,
          timeoutMs: REQUEST_TIMEOUT_MS,
          shoppers,
          shipping: SHIPPING,
        },
      });
      // One order first, unmeasured, as a shop that has taken orders before would have.
      const warming = once(visitors, "message");
      visitors.postMessage({ op: "order" });
      const [{ order: warmOrder }] = (await warming) as [{ order: Timed }];
      if (warmOrder.status !== 201) throw new Error(`the first order: ${warmOrder.status}`);

      /** Every read's and order's time, from now until `until` settles. */
      const measure = async (until: Promise<unknown>) => {
        const answered = once(visitors, "message");
        visitors.postMessage({ op: "start" });
        await until.catch(() => {});
        visitors.postMessage({ op: "stop" });
        const [times] = await answered;
        return times as { reads: Record<(typeof kinds)[number], Timed[]>; orders: Timed[] };
      };

      console.error(
        `baseline: ${baselineMs / 1000} s of reads and an order every ${orderEvery} ms, no backup…`,
      );
      const baseline = await measure(new Promise((resolve) => setTimeout(resolve, baselineMs)));

      console.error("the same while a backup runs…");
      const running = backupAtSlot();
      const during = await measure(running);
      const backup = await running;
      const { made, snapshot: held } = backup;
      const backupFrom = backup.from;
      const backupMs = backup.to - backup.from;
      // Nothing else is going on now: the database's own part alone, for comparison.
      const alone = await timeTablesAlone(db);
      await visitors.terminate();
      console.log(
        `the clock moved ${((clock().getTime() - Date.now()) / 1000).toFixed(1)} s ahead in all, to the backups' slots; an order every ${orderEvery} ms`,
      );

      // Reports.
      const rel = (t: number | undefined) =>
        t === undefined ? "–" : `+${((t - backupFrom) / 1000).toFixed(2)} s`;
      const heldMs = (timing: { from?: number; to?: number }) =>
        timing.from !== undefined && timing.to !== undefined ? timing.to - timing.from : Number.NaN;
      console.log(
        `\nwith nothing else going on, backup ${idle.made.id}: ${ms(idle.to - idle.from)} in all, ` +
          `the tables' snapshot held ${ms(heldMs(idle.snapshot))}`,
      );
      console.log(
        `beside the reads and orders, backup ${made.id}: ${ms(backupMs)} in all (runDue: written, ` +
          `read back and checked, recorded); ${mb(made.bytes)} archive; the tables' snapshot held ` +
          `${ms(heldMs(held))} (${rel(held.from)} to ${rel(held.to)}), the images and the check after it`,
      );
      console.log(
        `the tables alone, read in one snapshot with nothing else to do: ${ms(alone.ms)} ` +
          `(${alone.rows.toLocaleString("en-GB")} rows, ${mb(alone.bytes)} of JSON)`,
      );
      if (copy) {
        console.log(
          `a copy of the embedded database (${mb(copy.bytes)}, ${copy.artworks.toLocaleString("en-GB")} ` +
            `artworks): dumpDataDir ${ms(copy.dumpMs)}, a clone opened from it ${ms(copy.cloneMs)}`,
        );
      }

      console.log(
        "\n| request | before: n | p50 | p99 | slowest | during the backup: n | p50 | p99 | slowest | failed |",
      );
      console.log("|---|---|---|---|---|---|---|---|---|---|");
      const row = (name: string, before: Timed[], inBackup: Timed[]) => {
        const b = summary(before);
        const d = summary(inBackup);
        console.log(
          `| ${name} | ${b.count} | ${ms(b.p50)} | ${ms(b.p99)} | ${ms(b.max)} | ${d.count} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} | ${b.failed + d.failed} |`,
        );
      };
      for (const kind of kinds) row(kind, baseline.reads[kind], during.reads[kind]);
      const allBefore = kinds.flatMap((kind) => baseline.reads[kind]);
      const allDuring = kinds.flatMap((kind) => during.reads[kind]);
      row("every read", allBefore, allDuring);
      row("POST /api/orders", baseline.orders, during.orders);
      const inSnapshot = allDuring.filter(
        (read) => held.from !== undefined && read.at >= held.from && read.at < (held.to ?? 0),
      );
      if (inSnapshot.length) {
        const s = summary(inSnapshot);
        console.log(
          `reads sent while the snapshot was held: ${s.count}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, slowest ${ms(s.max)}`,
        );
      }

      console.log("\norders during the backup (times from the backup's start)");
      console.log(
        "| order | sent | took | answered | status | in flight while the snapshot was held |",
      );
      console.log("|---|---|---|---|---|---|");
      const metSnapshot = (t: Timed) =>
        held.from !== undefined && t.at < (held.to ?? 0) && t.at + t.ms > held.from;
      for (const [i, order] of during.orders.entries()) {
        console.log(
          `| ${i + 1} | ${rel(order.at)} | ${ms(order.ms)} | ${rel(order.at + order.ms)} | ${order.status || "no answer"} | ${metSnapshot(order) ? "yes" : "no"} |`,
        );
      }
      if (during.orders.length >= MAX_ORDERS_IN_BACKUP) {
        console.log(`(no shoppers left after ${MAX_ORDERS_IN_BACKUP} orders)`);
      }

      const failed = [...allBefore, ...allDuring, ...baseline.orders, ...during.orders].filter(
        (t) => t.status < 200 || t.status >= 300,
      ).length;
      const longestOrder = Math.max(0, ...during.orders.map((order) => order.ms));
      console.log(`\ntargets (reported, not asserted; ${onPostgres ? "PostgreSQL" : "PGlite"})`);
      console.log(
        `  reads' p99 during the backup: ${ms(summary(allDuring).p99)} (before: ${ms(summary(allBefore).p99)})`,
      );
      console.log(
        `  the longest an order waited during the backup: ${ms(longestOrder)} (before: ${ms(summary(baseline.orders).max)})`,
      );
      console.log(`  requests failed: ${failed}`);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  } finally {
    // pg's pool.end() resolves before its sockets have closed, and the throwaway database's
    // `drop … with (force)` then ends them: the pool's "connection lost" says nothing here.
    setLogLevel("silent");
    await database.close();
  }
} finally {
  await throwaway.remove();
  await rm(dataDir, { recursive: true, force: true });
  postgres?.stop();
}
process.exit(0);
