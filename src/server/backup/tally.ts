import { createHash, type Hash } from "node:crypto";
import type { End } from "./format";

/**
 * What an archive holds, counted and summed as its entries pass: the rows of each table with a
 * SHA-256 of their lines, in order, and each image with a SHA-256 of its bytes. A backup writes
 * its tally into end.json; a restore, and the check of a scheduled backup, tally what they read
 * and compare (`differences`), so a changed byte is found as surely as a missing row.
 */
export class ArchiveTally {
  readonly rows: Record<string, number> = {};
  readonly images = new Map<string, string>();
  private readonly tableHashes = new Map<string, Hash>();

  /** One batch of a table's rows, as the archive's entry holds them (a JSON object a line). */
  addRows(table: string, text: string, lines: number) {
    let hash = this.tableHashes.get(table);
    if (!hash) {
      hash = createHash("sha256");
      this.tableHashes.set(table, hash);
    }
    hash.update(text);
    this.rows[table] = (this.rows[table] ?? 0) + lines;
  }

  addImage(name: string, data: Buffer) {
    this.images.set(name, createHash("sha256").update(data).digest("hex"));
  }

  /** The tally so far, as end.json holds it. */
  toEnd(): End {
    const tables: Record<string, string> = {};
    for (const [table, hash] of this.tableHashes) tables[table] = hash.copy().digest("hex");
    return {
      rows: { ...this.rows },
      images: this.images.size,
      sums: { tables, images: Object.fromEntries(this.images) },
    };
  }

  /**
   * How what was read differs from what `end` says was written, one line each (none: it is
   * whole). Archives made before the sums were kept are checked by their counts alone.
   */
  differences(end: End): string[] {
    const found = this.toEnd();
    const problems: string[] = [];
    for (const table of new Set([...Object.keys(end.rows), ...Object.keys(found.rows)])) {
      const listed = end.rows[table] ?? 0;
      const held = found.rows[table] ?? 0;
      if (listed !== held) problems.push(`it lists ${listed} rows of ${table} and holds ${held}`);
      else if (end.sums && held > 0 && end.sums.tables[table] !== found.sums?.tables[table]) {
        problems.push(`the rows of ${table} are not the rows it was made with`);
      }
    }
    if (end.images !== found.images) {
      problems.push(`it lists ${end.images} images and holds ${found.images}`);
    } else if (end.sums) {
      for (const [name, sum] of Object.entries(end.sums.images)) {
        const held = this.images.get(name);
        if (held === undefined) problems.push(`the image ${name} is missing`);
        else if (held !== sum) problems.push(`the image ${name} is not the one it was made with`);
      }
    }
    return problems;
  }
}
