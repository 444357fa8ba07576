import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { artworks } from "./schema";
import { statementCountsOf } from "./statement-counts";

// What a pool counts as writes (the catalogue cache trusts its version while there are none):
// a change, and its commit; not a transaction that changed nothing.
describe.runIf(testDbKind === "postgres")("statement counts on a PostgreSQL pool", () => {
  const t = useTestApp({ artworks: [{ title: "Counted" }] });

  it("counts a transaction that changed a row, and not one that changed none", async () => {
    const counts = statementCountsOf(t.db);
    if (!counts) throw new Error("a pool's handle has counts");
    const before = counts.writes;
    await t.db.transaction(async (tx) => {
      await tx.select().from(artworks);
      await tx.update(artworks).set({ title: "Nobody" }).where(eq(artworks.id, randomUUID()));
    });
    expect(counts.writes).toBe(before);

    await t.db.transaction((tx) =>
      tx.update(artworks).set({ title: "Renamed" }).where(eq(artworks.id, t.artworks[0].id)),
    );
    // The change itself, and its commit again: a version read in between is not trusted.
    expect(counts.writes).toBe(before + 2);
    await t.db.update(artworks).set({ title: "Again" }).where(eq(artworks.id, t.artworks[0].id));
    expect(counts.writes).toBe(before + 3);
  });
});
