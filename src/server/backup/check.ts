import type { Readable } from "node:stream";
import { BackupError, type End, endSchema, entryKind, manifestSchema } from "./format";
import { entriesOf } from "./restore";
import { ArchiveTally } from "./tally";

/**
 * An archive read back whole, without a database: its manifest and end read, every table's
 * rows counted and summed, every image summed, and compared with what its end says was
 * written. A scheduled backup counts only once this finds nothing (scheduled.ts); the restore
 * drill goes further and restores it (drill.ts).
 */
export async function checkArchive(archive: Readable): Promise<{ end?: End; problems: string[] }> {
  const tally = new ArchiveTally();
  let manifest = false;
  let end: End | undefined;
  try {
    for await (const { name, data } of entriesOf(archive)) {
      const entry = entryKind(name);
      if (entry.kind === "manifest") {
        manifest = manifestSchema.safeParse(JSON.parse(data.toString("utf8"))).success;
      } else if (entry.kind === "rows") {
        const text = data.toString("utf8");
        tally.addRows(entry.table, text, text.split("\n").filter(Boolean).length);
      } else if (entry.kind === "image") {
        tally.addImage(entry.name, data);
      } else if (entry.kind === "end") {
        const parsed = endSchema.safeParse(JSON.parse(data.toString("utf8")));
        if (!parsed.success) return { problems: ["its end.json cannot be read"] };
        end = parsed.data;
      } else {
        return { problems: [`it holds ${name}, which no backup writes`] };
      }
    }
  } catch (error) {
    if (error instanceof BackupError || error instanceof SyntaxError) {
      return { problems: [error.message] };
    }
    throw error;
  }
  if (!manifest) return { problems: ["it has no manifest that can be read"] };
  if (!end) return { problems: ["it has no end (was it cut short?)"] };
  return { end, problems: tally.differences(end) };
}
