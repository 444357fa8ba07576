import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "#server/db/client";
import { fileImageStore } from "#server/images/file-store";
import type { End } from "./format";
import { restoreBackup } from "./restore";
import { BACKUP_TABLES, rowsOf } from "./tables";

/** What a restore drill found: each table's rows and the images, listed and restored. */
export type DrillReport = {
  tables: { name: string; listed: number; restored: number }[];
  images: { listed: number; restored: number };
  /** What differs from the archive's own lists; none, and the archive restores whole. */
  problems: string[];
};

/**
 * A restore drill (`npm run restore -- --check FILE`): the archive restored into a scratch
 * embedded database in memory and a scratch image folder, both thrown away after, then each
 * table counted and the images listed and compared with what the archive says it holds. The
 * restore itself checks every row's and image's sum against end.json; the counts afterwards
 * check what the database kept. Nothing of the shop is opened, so it runs beside a live server.
 */
export async function drillRestore(file: string): Promise<DrillReport> {
  const scratch = await mkdtemp(path.join(tmpdir(), "atelier-drill-"));
  const images = fileImageStore(scratch);
  const database = await openPglite();
  try {
    let end: End;
    try {
      ({ end } = await restoreBackup({ db: database.db, images, archive: createReadStream(file) }));
    } catch (error) {
      return {
        tables: [],
        images: { listed: 0, restored: 0 },
        problems: [(error as Error).message],
      };
    }
    const tables = [];
    for (const { name } of BACKUP_TABLES) {
      const [{ count }] = rowsOf<{ count: number }>(
        await database.db.execute(sql`select count(*)::int as count from ${sql.identifier(name)}`),
      );
      tables.push({ name, listed: end.rows[name] ?? 0, restored: count });
    }
    const restoredImages = (await images.list()).length;
    const problems = [
      ...tables
        .filter((table) => table.listed !== table.restored)
        .map((t) => `${t.name}: the archive lists ${t.listed} rows, ${t.restored} were restored`),
      ...(end.images === restoredImages
        ? []
        : [`images: the archive lists ${end.images}, ${restoredImages} were restored`]),
    ];
    return { tables, images: { listed: end.images, restored: restoredImages }, problems };
  } finally {
    images.close();
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
