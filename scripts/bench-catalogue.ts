// Measures the catalogue list at scale (DESIGN §5: fast with 100,000 artworks).
//   node --import tsx scripts/bench-catalogue.ts [count]          embedded PGlite, in memory
//   DATABASE_URL=postgres://… node --import tsx scripts/bench-catalogue.ts [count]
// Inserts `count` synthetic artworks, then times each query shape and prints its plan.
import { sql } from "drizzle-orm";
import { decodeCursor, listArtworks } from "#server/catalogue/service";
import { type Database, openPglite, openPostgres } from "#server/db/client";
import { artworks } from "#server/db/schema";
import { type CatalogueFilters, sizeClassOf } from "#shared/filters";

const count = Number(process.argv[2] ?? 100_000);
const words = ["Harbour", "Dusk", "Field", "Amber", "Study", "Garden", "Tide", "Morning", "Iris"];
const mediums = ["Oil on canvas", "Acrylic on panel", "Watercolour on paper", "Mixed media"];
const pick = <T>(list: T[], i: number) => list[i % list.length];

const database: Database = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite();
const { db } = database;
await db.execute(sql`truncate ${artworks} cascade`);

const started = performance.now();
for (let from = 0; from < count; from += 2000) {
  const rows = Array.from({ length: Math.min(2000, count - from) }, (_, k) => {
    const i = from + k;
    const size = `${20 + (i % 140)} x ${15 + (i % 90)} cm`;
    return {
      title: `${pick(words, i)} ${pick(words, i * 7 + 3)} ${i}`,
      artist: `Painter ${i % 500}`,
      description: i % 5 ? `A quiet ${pick(words, i * 3).toLowerCase()} study, number ${i}.` : null,
      price: (i * 37) % 5000,
      imageUrl: "/images/x-1280.webp",
      medium: pick(mediums, i),
      size,
      sizeClass: sizeClassOf(size),
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
    };
  });
  await db.insert(artworks).values(rows);
}
await db.execute(sql`analyze ${artworks}`);
console.log(`inserted ${count} artworks in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const cases: Array<[string, CatalogueFilters]> = [
  ["no filter", {}],
  ["search 'harbour'", { q: "harbour" }],
  ["search 'number 4242'", { q: "number 4242" }],
  ["price 100-500", { price: "100-500" }],
  ["medium oil", { medium: "oil" }],
  ["size large", { size: "large" }],
  ["all combined", { q: "dusk", price: "500-1000", medium: "acrylic", size: "medium" }],
];

for (const [name, filters] of cases) {
  const times: number[] = [];
  let page = await listArtworks(db, filters, { limit: 24 });
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    page = await listArtworks(db, filters, { limit: 24 });
    times.push(performance.now() - t);
  }
  // The second page, by keyset cursor.
  const cursor = page.nextCursor ? decodeCursor(page.nextCursor) : undefined;
  const t2 = performance.now();
  if (cursor) await listArtworks(db, filters, { limit: 24, cursor });
  const next = performance.now() - t2;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(22)} median ${times[2].toFixed(1).padStart(6)} ms  (next page ${next.toFixed(1)} ms)  matched ${page.matched}`,
  );
}

const plan = await db.execute(
  sql`explain select * from ${artworks} where ${artworks.searchText} like '%harbour%' order by created_at desc, id desc limit 25`,
);
console.log("\nplan for a search:");
for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) {
  console.log(`  ${Object.values(row)[0]}`);
}
await database.close();
