// A release of new paintings, as the real server meets it: many buyers at once for a few works.
//   npm run bench:drop -- [--postgres <server url> | --own-postgres] [--attempts 500]
//     [--paintings 10 | --prints 50] [--spread 2000] [--catalogue 1000] [--port-range 4800-4899]
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
// With --prints <n>, the rush is an edition's instead (drop-prints.ts): a public work, to which
// the owner adds a limited numbered edition of `n` prints through the API, and every attempt
// for one print of it (`items: [{ editionId, quantity: 1 }]`); after the rush the owner marks
// every order paid, a few at once, and the targets are exactly `n` orders, the numbers given
// exactly 1 to `n`, and the same for the attempts' answers and the reads as above.
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
import { appSettings, artworkImages, artworks, cartItems } from "#server/db/schema";
import { TEST_AUTH_SECRET, testSessions } from "#tests/sessions";
import {
  benchPostgresServer,
  insertSyntheticCatalogue,
  letSignalsIn,
  throwawayDatabase,
} from "./lib/bench-db";
import { freePortIn, startAtelier } from "./lib/bench-http";
import { addEdition, editionShown, payEvery, printVerdicts } from "./lib/drop-prints";
import {
  outsideReader,
  READERS_THREAD,
  REQUEST_TIMEOUT_MS,
  type Timed,
  timed,
} from "./lib/drop-readers";
import { readsTable, readVerdicts, sortAttempts, verdictLines } from "./lib/drop-report";

const usage =
  "usage: npm run bench:drop -- [--postgres <server url> | --own-postgres] [--attempts <n>] " +
  "[--paintings <n> | --prints <n>] [--spread <ms>] [--catalogue <n>] [--port-range <from>-<to>]";
const args = parseArgs({
  options: {
    postgres: { type: "string" },
    "own-postgres": { type: "boolean" },
    attempts: { type: "string", default: "500" },
    paintings: { type: "string", default: "10" },
    prints: { type: "string", default: "0" },
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
/** The edition rush's size; 0 for the originals' rush. */
const prints = Number(args.values.prints);
const printRush = prints > 0;
const spreadMs = Number(args.values.spread);
const catalogue = Number(args.values.catalogue);
const [portFrom, portTo] = (args.values["port-range"] ?? "").split("-").map(Number);
if (
  ![attempts, paintings, prints, catalogue, portFrom, portTo].every(Number.isSafeInteger) ||
  paintings < 1 ||
  prints < 0 ||
  attempts < (printRush ? prints : paintings) ||
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
  `the rush: ${attempts} order attempts for ` +
    `${printRush ? `the ${prints} prints of an edition` : `${paintings} new paintings`} over ${spreadMs} ms, ` +
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

const verdicts = verdictLines();
const { verdict } = verdicts;

try {
  const { db } = throwaway.database;
  if (catalogue > 0) await insertSyntheticCatalogue(db, catalogue);
  // The release: the newest works, first on the gallery's page once out — scheduled for
  // tomorrow, and brought forward by the owner to the moment the rush begins. For an edition's
  // rush, one work already public: its edition is what is new.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const released = await db
    .insert(artworks)
    .values(
      Array.from({ length: printRush ? 1 : paintings }, (_, i) => ({
        ...releasedWork(i),
        ...sizeColumns("60 x 50 cm"),
        createdAt: new Date(Date.now() + i),
        releaseAt: printRush ? null : tomorrow,
      })),
    )
    .returning({ id: artworks.id, slug: artworks.slug });
  const releasedIds = released.map((row) => row.id);
  // An edition's work is out already, with the photograph its form gave it (the release's works
  // get theirs when the owner saves them, below).
  if (printRush) {
    await db
      .insert(artworkImages)
      .values({ artworkId: releasedIds[0], position: 0, url: releasedWork(0).imageUrl });
  }

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
    const artworkId = releasedIds[i % releasedIds.length];
    await db.insert(users).values({
      id: userId,
      email: `rush-${userId}@example.com`,
      name: "",
      emailVerified: true,
    });
    if (!printRush) await db.insert(cartItems).values({ userId, artworkId });
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
    // An edition's rush: the owner adds the edition through the API, before anyone reads.
    const editionId = printRush
      ? await addEdition(server.url, ownerCookie, releasedIds[0], prints)
      : undefined;
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
    // works) must end. An edition's rush starts at once: its work is out already.
    const listedAround = printRush ? undefined : await releaseInASecond();

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
        const wanted = editionId
          ? { items: [{ editionId, quantity: 1 }] }
          : { artworkIds: [shopper.artworkId] };
        const result = await timed(`${server.url}/api/orders`, {
          method: "POST",
          headers: {
            origin: server.url,
            "content-type": "application/json",
            cookie: shopper.cookie,
          },
          body: JSON.stringify({ shipping: SHIPPING, ...wanted }),
        });
        answered++;
        return { ...result, artworkId: shopper.artworkId };
      }),
    );
    clearInterval(progress);
    clearTimeout(watchdog);
    const rushMs = performance.now() - started;
    rushDone();
    const measured = {
      kinds,
      idle,
      rush: await during,
      outsideIdle,
      outsideRush: await outsideDuring,
    };
    await readersThread.terminate();
    await outside.stop();

    const { made, refused, withReason, serverErrors } = sortAttempts(orders, rushMs);
    readsTable(orders, measured);
    // The owner takes the money for every print ordered, as her desk would (not timed).
    const paid =
      editionId &&
      (await payEvery(
        server.url,
        ownerCookie,
        made.map((order) => (order.body as { order: { id: string } }).order.id),
      ));
    console.log("\ntargets");
    if (editionId && paid) {
      const shown = await editionShown(server.url, releasedIds[0], editionId);
      printVerdicts(verdict, prints, made.length, paid, shown);
    } else {
      await originalsVerdicts(made, listedAround);
    }
    verdict(
      withReason.length === refused.length,
      `every other attempt a 4xx with a reason (${withReason.length} of ${refused.length})`,
    );
    verdict(serverErrors.length === 0, `no 5xx or unanswered (${serverErrors.length})`);
    readVerdicts(verdict, measured, readTargetMs, onPostgres ? "PostgreSQL" : "PGlite");

    /** Moves the release to a second from now, and what the list shows just before and at it. */
    async function releaseInASecond() {
      const releaseAt = new Date(Date.now() + 1_000);
      for (const [i, id] of releasedIds.entries()) {
        const moved = await timed(`${server.url}/api/artworks/${id}`, {
          method: "PUT",
          headers: { origin: server.url, "content-type": "application/json", cookie: ownerCookie },
          body: JSON.stringify({ ...releasedWork(i), releaseAt: releaseAt.toISOString() }),
        });
        if (moved.status !== 200)
          throw new Error(`could not schedule the release: ${moved.status}`);
      }
      const before = await listedNow();
      await new Promise((resolve) => setTimeout(resolve, releaseAt.getTime() - Date.now()));
      return { before, at: await listedNow() };
    }

    /** How many of the new works `GET /api/artworks` lists now. */
    async function listedNow() {
      const page = (await timed(`${server.url}/api/artworks`)).body as { items: { id: string }[] };
      return releasedIds.filter((id) => page.items.some((item) => item.id === id)).length;
    }

    /** The originals' rush: out at its moment, one order per painting, each shown taken. */
    async function originalsVerdicts(
      made: typeof orders,
      listed: { before: number; at: number } | undefined,
    ) {
      verdict(
        listed?.before === 0 && listed.at === paintings,
        `released at its moment: listed before ${listed?.before}, at the moment ${listed?.at}`,
      );
      const distinct = new Set(made.map((order) => order.artworkId));
      verdict(
        made.length === paintings && distinct.size === paintings,
        `exactly ${paintings} orders, one per painting (${made.length}, ${distinct.size} paintings)`,
      );
      // What the shop shows afterwards: every new work taken.
      const after = await Promise.all(
        releasedIds.map(async (id) => (await timed(`${server.url}/api/artworks/${id}`)).body),
      );
      const taken = after.filter(
        (body) => (body as { availability?: string } | undefined)?.availability === "reserved",
      ).length;
      verdict(taken === paintings, `every new painting shown reserved afterwards (${taken})`);
    }
  } finally {
    await server.stop();
  }
} finally {
  await throwaway.remove();
  await rm(dataDir, { recursive: true, force: true });
  postgres?.stop();
}
process.exit(verdicts.failed ? 1 : 0);
