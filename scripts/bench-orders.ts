// Times `POST /api/orders` with a large catalogue, through the whole app.
//   npm run bench:orders -- [count] [--postgres <server url>] [--orders <n>]
// Works only in a throwaway database of its own (scripts/lib/bench-db.ts): embedded PGlite in
// a temp directory, or a new database on the PostgreSQL server named by --postgres or
// DATABASE_URL, dropped at the end. Inserts `count` artworks (default 100,000), then one
// shopper after another puts two paintings in the cart and places an order; prints the
// median, p90 and slowest time of the order requests.
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { desc } from "drizzle-orm";
import { createApp } from "#server/app";
import { createAuth } from "#server/auth/auth";
import { parseConfig } from "#server/config";
import { users } from "#server/db/auth-schema";
import { artworks, cartItems } from "#server/db/schema";
import { setLogLevel } from "#server/lib/logger";
import { createMailroom } from "#server/mail/delivery";
import { createServices } from "#server/services";
import { TEST_AUTH_SECRET, testSessions } from "#tests/sessions";
import { insertSyntheticCatalogue, letSignalsIn, throwawayDatabase } from "./lib/bench-db";

const usage =
  "usage: node --import tsx scripts/bench-orders.ts [count] [--postgres <server url>] [--orders <n>]";
const args = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: "string" },
    orders: { type: "string", default: "100" },
    help: { type: "boolean", short: "h" },
  },
});
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const count = Number(args.positionals[0] ?? 100_000);
const orderCount = Number(args.values.orders);
if (!Number.isSafeInteger(count) || count < 2 || !Number.isSafeInteger(orderCount)) {
  console.error(usage);
  process.exit(2);
}

const throwaway = await throwawayDatabase(args.values.postgres ?? process.env.DATABASE_URL);
console.error(`benchmarking in ${throwaway.describe}`);
try {
  const { db } = throwaway.database;
  const seconds = await insertSyntheticCatalogue(db, count);
  console.log(`inserted ${count} artworks in ${seconds.toFixed(1)} s`);

  // The app is the one the server runs; each order writes its mails to the outbox table in its
  // transaction, and nothing sends them here.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-orders-"));
  const config = parseConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
  const { outbox } = createMailroom({ db, config });
  const auth = createAuth({ db, config, outbox, secret: TEST_AUTH_SECRET });
  const app = createApp(createServices({ db, config, auth, outbox }));
  setLogLevel("warn"); // a JSON line per request would drown the figures
  const sessions = testSessions(db, config);

  const newest = await db
    .select({ id: artworks.id })
    .from(artworks)
    .orderBy(desc(artworks.createdAt))
    .limit(orderCount * 2);
  const times: number[] = [];
  for (let i = 0; i < orderCount; i++) {
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      email: `bench-${userId}@example.com`,
      name: "",
      emailVerified: true,
    });
    await db.insert(cartItems).values([
      { userId, artworkId: newest[2 * i].id },
      { userId, artworkId: newest[2 * i + 1].id },
    ]);
    const cookie = await sessions.cookieFor(userId);
    const started = performance.now();
    const response = await app.request("/api/orders", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie },
      body: JSON.stringify({
        shipping: {
          name: "Bench Buyer",
          line1: "1 High Street",
          city: "London",
          postcode: "SW1A 1AA",
          country: "United Kingdom",
        },
      }),
    });
    times.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`order ${i}: ${response.status}`);
    await letSignalsIn();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `POST /api/orders, ${orderCount} orders of 2 paintings: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, slowest ${times.at(-1)?.toFixed(1)} ms`,
  );
} finally {
  await throwaway.remove();
}
