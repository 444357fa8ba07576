// What counting a view costs the detail it counts, measured from outside:
//   npm run bench:views -- [count] [--duration <s>] [--connections <n>]
// It fills a throwaway embedded database with `count` artworks (default 100,000), starts the real
// compiled server (`dist/server/index.js`, built if stale) on it, and loads one artwork's
// detail with autocannon (20 connections, a 2 s warm-up, then `duration` seconds, default 10)
// as a robot, which is not counted, and as a browser, which is — alternating, twice each, so
// the machine's drift falls on both. Both are the same request through the same server; the
// difference is the view's count (decision 028).
//
// Measured 2026-11-26 on 2 cores (`npm run bench:views -- 1000 --duration 8`), mean of two
// rounds: API detail 9,178 req/s not counted, 8,722 counted; detail page 2,615 and 2,580. The
// same case varies by up to 20% from one round to the next here, so counting is within the
// noise; a view costs its request about 1.5 µs of work (one map update, the day formatted
// once a minute).
import { sql } from "drizzle-orm";
import { insertSyntheticCatalogue, throwawayPglite } from "./lib/bench-db";
import { cell, load, loadArgs, type Row, startAtelier } from "./lib/bench-http";

const usage = "usage: npm run bench:views -- [count] [--duration <seconds>] [--connections <n>]";
const { count, duration, connections } = loadArgs(usage, 10);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";
const ROBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const throwaway = await throwawayPglite();
try {
  const { db } = throwaway.database;
  await insertSyntheticCatalogue(db, count);
  const [{ id, slug }] = (
    (await db.execute(
      sql`select id, slug from artworks order by created_at desc limit 1`,
    )) as unknown as {
      rows: Array<{ id: string; slug: string }>;
    }
  ).rows;
  await throwaway.release();
  const server = await startAtelier(throwaway, throwaway.serverEnv.DATA_DIR ?? "");
  try {
    const results: Record<string, Row[]> = {};
    for (const [what, path] of [
      ["API detail", `/api/artworks/${id}`],
      ["detail page", `/?artwork=${slug}`],
    ]) {
      for (const round of [1, 2]) {
        for (const [who, agent] of [
          ["not counted (robot)", ROBOT],
          ["counted (browser)", BROWSER],
        ]) {
          const name = `${what}, ${who}, round ${round}`;
          const row = await load(name, `${server.url}${path}`, {
            connections,
            duration,
            headers: { "user-agent": agent },
          });
          const key = `${what}, ${who}`;
          results[key] = [...(results[key] ?? []), row];
        }
      }
    }
    console.log("\nmean of two rounds:");
    for (const [name, rows] of Object.entries(results)) {
      const reqPerSec = rows.reduce((sum, row) => sum + row.reqPerSec, 0) / rows.length;
      const p99 = Math.max(...rows.map((row) => row.p99));
      console.log(`  ${name}: ${cell({ ...rows[0], reqPerSec, p99 })}`);
    }
  } finally {
    await server.stop();
  }
} finally {
  await throwaway.remove();
}
