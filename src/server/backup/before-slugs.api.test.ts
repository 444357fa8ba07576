import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/config";
import { artworks } from "#server/db/schema";
import { createImageStore } from "#server/images/store";
import { artworkSlugOf } from "#shared/slug";
import { useTestApp } from "#tests/api";
import { archiveOf, backupOf, entriesOf } from "#tests/backups";
import { createTempDir, createTestDatabase, testDbKind } from "#tests/database";
import { MANIFEST_ENTRY } from "./format";
import { restoreBackup } from "./restore";

// An archive made before works had slugs (migration 0031) restores: each work is given the slug
// its title gives, as a work added now is.

/** The archive as a version before slugs wrote it: no `slug` column, in the manifest or rows. */
async function withoutSlugs(archive: Buffer): Promise<Buffer> {
  const entries = await entriesOf(archive);
  const manifest = JSON.parse((entries.get(MANIFEST_ENTRY) as Buffer).toString("utf8"));
  const older = new Map(entries);
  older.set(
    MANIFEST_ENTRY,
    Buffer.from(
      JSON.stringify({
        ...manifest,
        tables: manifest.tables.map((table: { name: string; columns: string[] }) => ({
          ...table,
          columns: table.columns.filter((column) => column !== "slug"),
        })),
      }),
    ),
  );
  for (const name of [...entries.keys()].filter((each) => each.startsWith("tables/artworks/"))) {
    const lines = (entries.get(name) as Buffer).toString("utf8").split("\n").filter(Boolean);
    const unslugged = lines.map((line) => {
      const { slug: _, ...row } = JSON.parse(line);
      return `${JSON.stringify(row)}\n`;
    });
    older.set(name, Buffer.from(unslugged.join("")));
  }
  // Its rows are not the bytes its sums were made from: checked by their counts, as an archive
  // from before the sums is.
  const end = JSON.parse((entries.get("end.json") as Buffer).toString("utf8"));
  older.set("end.json", Buffer.from(JSON.stringify({ ...end, sums: undefined })));
  return archiveOf(older);
}

describe(`a backup made before slugs, restored on ${testDbKind}`, () => {
  const t = useTestApp({
    artworks: [{ title: "Étude à l'aube" }, { title: "Harbour" }, { title: "Harbour" }],
  });

  it("gives each work the slug its title gives, numbered on a clash", async () => {
    const archive = await withoutSlugs(await backupOf(t.db, t.images));
    const database = await createTestDatabase();
    try {
      const images = createImageStore(parseConfig({ DATA_DIR: createTempDir() }));
      await restoreBackup({ db: database.db, images, archive: Readable.from([archive]) });
      const rows = await database.db
        .select({ id: artworks.id, title: artworks.title, slug: artworks.slug })
        .from(artworks);
      const slugOf = (id: string) => rows.find((row) => row.id === id)?.slug;
      const [etude, first, second] = t.artworks;
      expect(slugOf(etude.id)).toBe(artworkSlugOf(etude.title));
      expect([slugOf(first.id), slugOf(second.id)].sort()).toEqual(["harbour", "harbour-2"]);
    } finally {
      await database.close();
    }
  });
});
