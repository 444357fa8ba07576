// A release of new paintings, as the real server meets it: many buyers at once for a few works.
//   npm run bench:drop -- [--postgres <server url> | --own-postgres] [--attempts 500]
//     [--paintings 10] [--spread 2000] [--catalogue 1000] [--port-range 4800-4899]
// Works only in a throwaway database of its own (scripts/lib/bench-db.ts): embedded PGlite by
// default; with --postgres (or DATABASE_URL) a new database on that server; with --own-postgres
// a throwaway PostgreSQL server started here, as bench:load starts one. It fills a catalogue,
// adds `paintings` new works scheduled for release tomorrow, makes `attempts` signed-in shoppers
// (one of the new works in each cart, the works shared out evenly), then starts the compiled
// server (`dist/server/index.js`, built if stale) on 127.0.0.1. Page and API reads run all
// along, from a thread of their own; and beside them, reads as visitors from outside make them
// (drop-readers.ts: a new connection each, gzip or brotli asked, a steady pace of `/` and
// `/api/artworks`, about 125 over the spread); first they are measured idle. Then the owner moves the
// release to a second ahead (the artwork API), and at that moment the order attempts
// (`POST /api/orders`, the checkout's body) are fired, spread over `spread` ms, while reading
// goes on until the last answer. The works must be absent from the list before the moment and
// listed at it. It prints the orders made, the answers by status, p50/p99 of each kind, and
// PASS/FAIL for the targets: exactly one order per painting, every other attempt a 4xx with a
// reason, no 5xx, and the reads beside the rush, of either kind, at p99 ≤ 250 ms on PostgreSQL
// (≤ 1 s on PGlite). Setup is not timed. Exits 1 on a FAIL.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { parseConfig } from "#server/config";
import { sizeColumns } from "#server/db/artwork-size";
import { sessions, users } from "#server/db/auth-schema";
import { appSettings, artworks, cartItems } from "#server/db/schema";
import { TEST_AUTH_SECRET, testSessions } from "#tests/sessions";
import {
  benchPostgresServer,
  insertSyntheticCatalogue,
  letSignalsIn,
  throwawayDatabase,
} from "./lib/bench-db";
import { freePortIn, startAtelier } from "./lib/bench-http";
import {
  ms,
  type OutsideRead,
  outsideReader,
  READERS_THREAD,
  REQUEST_TIMEOUT_MS,
  summary,
  type Timed,
  timed,
} from "./lib/drop-readers";

const usage =
  "usage: npm run bench:drop -- [--postgres <server url> | --own-postgres] [--attempts <n>] " +
  "[--paintings <n>] [--spread <ms>] [--catalogue <n>] [--port-range <from>-<to>]";
const args = parseArgs({
  options: {
    postgres: { type: "string" },
    "own-postgres": { type: "boolean" },
    attempts: { type: "string", default: "500" },
    paintings: { type: "string", default: "10" },
    spread: { type: "string", default: "2000" },
    catalogue: { type: "string", default: "1000" },
    "port-range": { type: "string", default: "4800-4899" },
    help: { type: "boolean", short: "h" },
  },
});
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const attempts = Number(args.values.attempts);
const paintings = Number(args.values.paintings);
const spreadMs = Number(args.values.spread);
const catalogue = Number(args.values.catalogue);
const [portFrom, portTo] = (args.values["port-range"] ?? "").split("-").map(Number);
if (
  ![attempts, paintings, catalogue, portFrom, portTo].every(Number.isSafeInteger) ||
  paintings < 1 ||
  attempts < paintings ||
  catalogue < 0 ||
  !(spreadMs >= 0) ||
  portFrom > portTo
) {
  console.error(usage);
  process.exit(2);
}

/** How long the reads are measured with nothing else going on, for comparison. */
const IDLE_MS = 3_000;
/** Readers per kind of read, each asking again as soon as it has its answer. */
const READERS = 2;
/** How long the app's sessions last (auth/auth.ts). */
const SESSION_DAYS = 30;
/** How often the rush's progress is said (on stderr), and how long it may last at most. */
const PROGRESS_MS = 5_000;
const RUSH_DEADLINE_MS = 3 * 60_000;
/** Reads from outside (drop-readers.ts) opened over the spread, and at that pace until the end. */
const OUTSIDE_READS = 125;

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
/** The target for the reads beside the rush: the embedded database runs one statement at a time. */
const readTargetMs = onPostgres ? 250 : 1_000;

const throwaway = await throwawayDatabase(postgres?.url);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-drop-"));
console.log(
  `the rush: ${attempts} order attempts for ${paintings} new paintings over ${spreadMs} ms, ` +
    `${READERS} readers per kind of read, ${os.cpus().length} CPUs, Node ${process.version}, ` +
    `${throwaway.describe}`,
);

const SHIPPING = {
  name: "Rush Buyer",
  line1: "1 High Street",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
};

/** The `i`th new work of the release, as the owner's form gives it. */
const releasedWork = (i: number) => ({
  title: `New Work ${i + 1}`,
  slug: `new-work-${i + 1}`,
  artist: "The Painter",
  description: "Released today.",
  price: 900 + i,
  imageUrl: "/images/x-1280.webp",
  medium: "Oil on canvas",
  size: "60 x 50 cm",
});

let failed = false;
const verdict = (ok: boolean, what: string) => {
  if (!ok) failed = true;
  console.log(`  ${ok ? "PASS" : "FAIL"}  ${what}`);
};

try {
  const { db } = throwaway.database;
  if (catalogue > 0) await insertSyntheticCatalogue(db, catalogue);
  // The release: the newest works, first on the gallery's page once out — scheduled for
  // tomorrow, and brought forward by the owner to the moment the rush begins.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const released = await db
    .insert(artworks)
    .values(
      Array.from({ length: paintings }, (_, i) => ({
        ...releasedWork(i),
        ...sizeColumns("60 x 50 cm"),
        createdAt: new Date(Date.now() + i),
        releaseAt: tomorrow,
      })),
    )
    .returning({ id: artworks.id, slug: artworks.slug });
  const releasedIds = released.map((row) => row.id);

  // The server signs sessions with the secret it finds in the database; these are the tests'.
  await db
    .insert(appSettings)
    .values({ key: "auth_secret", value: TEST_AUTH_SECRET })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: TEST_AUTH_SECRET } });
  const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
  const signIns = testSessions(db, config);
  const ownerId = randomUUID();
  await db.insert(users).values({
    id: ownerId,
    email: "owner@example.com",
    name: "The Painter",
    emailVerified: true,
    role: "owner",
  });
  const ownerCookie = await signIns.cookieFor(ownerId);
  const shoppers: Array<{ cookie: string; artworkId: string }> = [];
  for (let i = 0; i < attempts; i++) {
    const userId = randomUUID();
    const artworkId = releasedIds[i % paintings];
    await db.insert(users).values({
      id: userId,
      email: `rush-${userId}@example.com`,
      name: "",
      emailVerified: true,
    });
    await db.insert(cartItems).values({ userId, artworkId });
    shoppers.push({ cookie: await signIns.cookieFor(userId), artworkId });
    if (i % 50 === 0) await letSignalsIn();
  }
  // Shoppers who opened the shop before the release: their sessions run the app's 30 days, so
  // the order is not also the request that refreshes a session (once a day, auth/auth.ts).
  await db.update(sessions).set({ expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) });
  await throwaway.release();
  console.log(`${catalogue + paintings} artworks, ${attempts} shoppers signed in`);

  const server = await startAtelier(throwaway, dataDir, await freePortIn(portFrom, portTo));
  try {
    const reads = {
      "page /": `${server.url}/`,
      "page painting": `${server.url}/?artwork=${released[0].slug}`,
      "API /api/artworks": `${server.url}/api/artworks`,
    };
    const kinds = Object.keys(reads) as (keyof typeof reads)[];
    // Warm: each read once, as a visitor before the release would have.
    for (const url of Object.values(reads)) await timed(url);

    const readersThread = new Worker(READERS_THREAD, {
      eval: true,
      workerData: { urls: reads, readers: READERS, timeoutMs: REQUEST_TIMEOUT_MS },
    });
    /** Every read's time, by kind, from now until `until` resolves. */
    const measureReads = async (until: Promise<void>) => {
      const answered = once(readersThread, "message");
      readersThread.postMessage("start");
      await until;
      readersThread.postMessage("stop");
      const [times] = await answered;
      return times as Record<(typeof kinds)[number], Timed[]>;
    };

    // Visitors from outside, a new connection for each read, beside the readers above.
    const outside = outsideReader(
      { "/": reads["page /"], "/api/artworks": reads["API /api/artworks"] },
      Math.max(5, spreadMs / OUTSIDE_READS),
      REQUEST_TIMEOUT_MS,
    );

    const idleOver = new Promise<void>((resolve) => setTimeout(resolve, IDLE_MS));
    const [idle, outsideIdle] = await Promise.all([
      measureReads(idleOver),
      outside.measure(idleOver),
    ]);

    // The owner brings the release forward to a second from now, through the artwork API; the
    // buyers' attempts start at that minute, when the cached answers (which still hide the
    // works) must end.
    const releaseAt = new Date(Date.now() + 1_000);
    for (const [i, id] of releasedIds.entries()) {
      const moved = await timed(`${server.url}/api/artworks/${id}`, {
        method: "PUT",
        headers: { origin: server.url, "content-type": "application/json", cookie: ownerCookie },
        body: JSON.stringify({ ...releasedWork(i), releaseAt: releaseAt.toISOString() }),
      });
      if (moved.status !== 200) throw new Error(`could not schedule the release: ${moved.status}`);
    }
    const hiddenBefore = (await timed(`${server.url}/api/artworks`)).body as {
      items: { id: string }[];
    };
    await new Promise((resolve) => setTimeout(resolve, releaseAt.getTime() - Date.now()));
    const shownAt = (await timed(`${server.url}/api/artworks`)).body as {
      items: { id: string }[];
    };

    // The rush: each attempt leaves at its moment of the spread, as the checkout sends it.
    let rushDone!: () => void;
    const rushEnded = new Promise<void>((resolve) => {
      rushDone = resolve;
    });
    const during = measureReads(rushEnded);
    const outsideDuring = outside.measure(rushEnded);
    const started = performance.now();
    // A rush that does not end is a finding too: said every few seconds, and failed at last.
    let answered = 0;
    const progress = setInterval(() => {
      console.error(`  … ${answered} of ${attempts} order attempts answered`);
    }, PROGRESS_MS);
    const watchdog = setTimeout(() => {
      console.error(`FAIL: the rush did not end in ${RUSH_DEADLINE_MS / 1000} s; stopping`);
      process.kill(process.pid, "SIGTERM");
    }, RUSH_DEADLINE_MS);
    const orders = await Promise.all(
      shoppers.map(async (shopper, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * spreadMs) / attempts));
        const result = await timed(`${server.url}/api/orders`, {
          method: "POST",
          headers: {
            origin: server.url,
            "content-type": "application/json",
            cookie: shopper.cookie,
          },
          body: JSON.stringify({ shipping: SHIPPING, artworkIds: [shopper.artworkId] }),
        });
        answered++;
        return { ...result, artworkId: shopper.artworkId };
      }),
    );
    clearInterval(progress);
    clearTimeout(watchdog);
    const rushMs = performance.now() - started;
    rushDone();
    const rush = await during;
    const outsideRush = await outsideDuring;
    await readersThread.terminate();
    await outside.stop();

    // What the shop shows afterwards: every new work taken.
    const after = await Promise.all(
      releasedIds.map(async (id) => (await timed(`${server.url}/api/artworks/${id}`)).body),
    );

    const byStatus = new Map<number, number>();
    for (const order of orders) byStatus.set(order.status, (byStatus.get(order.status) ?? 0) + 1);
    const made = orders.filter((order) => order.status === 201);
    const refused = orders.filter((order) => order.status !== 201);
    const withReason = refused.filter(
      (order) =>
        order.status >= 400 &&
        order.status < 500 &&
        typeof (order.body as { error?: unknown } | undefined)?.error === "string",
    );
    const serverErrors = orders.filter((order) => order.status >= 500 || order.status === 0);

    console.log(
      `\n${made.length} orders made of ${attempts} attempts in ${ms(rushMs)}; answers by status: ` +
        [...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status || "no answer"} ×${n}`)
          .join(", "),
    );
    const reasons = new Map<string, number>();
    for (const order of refused) {
      const reason = String((order.body as { error?: unknown } | undefined)?.error ?? "(none)");
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    for (const [reason, n] of reasons) console.log(`  refused ×${n}: ${reason}`);

    console.log("\n| request | idle p50 | idle p99 | in the rush | p50 | p99 | slowest |");
    console.log("|---|---|---|---|---|---|---|");
    const row = (name: string, idleTimes: Timed[] | undefined, rushTimes: Timed[]) => {
      const i = idleTimes && summary(idleTimes);
      const r = summary(rushTimes);
      console.log(
        `| ${name} | ${i ? ms(i.p50) : "–"} | ${i ? ms(i.p99) : "–"} | ${r.count} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max ?? Number.NaN)} |`,
      );
    };
    row("POST /api/orders", undefined, orders);
    for (const kind of kinds) row(kind, idle[kind], rush[kind]);
    const ofKind = (times: OutsideRead[], kind?: string) =>
      times.filter((read) => kind === undefined || read.kind === kind);
    for (const kind of ["/", "/api/artworks", undefined]) {
      row(
        `outside ${kind ?? "reads, both"} (new connection, gzip/br)`,
        ofKind(outsideIdle, kind),
        ofKind(outsideRush, kind),
      );
    }
    for (const [what, phase] of [
      ["connected", "connectedMs"],
      ["the first byte", "firstByteMs"],
    ] as const) {
      const until = summary(outsideRush.map((read) => ({ ...read, ms: read[phase] })));
      console.log(
        `outside reads in the rush, to ${what}: p50 ${ms(until.p50)}, p99 ${ms(until.p99)}`,
      );
    }

    console.log("\ntargets");
    const listed = (page: { items: { id: string }[] }) =>
      releasedIds.filter((id) => page.items.some((item) => item.id === id)).length;
    verdict(
      listed(hiddenBefore) === 0 && listed(shownAt) === paintings,
      `released at its moment: listed before ${listed(hiddenBefore)}, at the moment ${listed(shownAt)}`,
    );
    const distinct = new Set(made.map((order) => order.artworkId));
    verdict(
      made.length === paintings && distinct.size === paintings,
      `exactly ${paintings} orders, one per painting (${made.length}, ${distinct.size} paintings)`,
    );
    verdict(
      withReason.length === refused.length,
      `every other attempt a 4xx with a reason (${withReason.length} of ${refused.length})`,
    );
    verdict(serverErrors.length === 0, `no 5xx or unanswered (${serverErrors.length})`);
    const taken = after.filter(
      (body) => (body as { availability?: string } | undefined)?.availability === "reserved",
    ).length;
    verdict(taken === paintings, `every new painting shown reserved afterwards (${taken})`);
    const readsInRush = kinds.flatMap((kind) => rush[kind]);
    const readP99 = summary(readsInRush).p99;
    verdict(
      readP99 <= readTargetMs,
      `reads beside the rush: p99 ${ms(readP99)} ≤ ${ms(readTargetMs)} (${onPostgres ? "PostgreSQL" : "PGlite"})`,
    );
    const outsideP99 = summary(outsideRush).p99;
    verdict(
      outsideRush.length >= 100 && outsideP99 <= readTargetMs,
      `reads from outside beside the rush: p99 ${ms(outsideP99)} ≤ ${ms(readTargetMs)} (${outsideRush.length} reads, at least 100)`,
    );
    const badReads = [...readsInRush, ...outsideRush].filter((read) => read.status !== 200).length;
    verdict(badReads === 0, `every read answered 200 (${badReads} not)`);
  } finally {
    await server.stop();
  }
} finally {
  await throwaway.remove();
  await rm(dataDir, { recursive: true, force: true });
  postgres?.stop();
}
process.exit(failed ? 1 : 0);
