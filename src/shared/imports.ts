// Bringing a catalogue in from a CSV file in the artworks export's own columns.

/**
 * The artworks CSV's columns, in order: what the export writes and the import reads. The
 * details (year to framed) came last, after the rest, and the photographs after them, so a
 * file's earlier columns stay where they were.
 */
export const ARTWORK_CSV_COLUMNS = [
  "id",
  "title",
  "artist",
  "description",
  "price",
  "medium",
  "size",
  "imageUrl",
  "availability",
  "createdAt",
  "updatedAt",
  "year",
  "style",
  "subject",
  "signed",
  "framed",
  "images",
] as const;

/**
 * How the `images` cell lists a work's photographs: their URLs, the main one first, between
 * these. A file without the column (or an empty cell) leaves the photographs to `imageUrl`.
 */
export const IMAGES_SEPARATOR = " | ";

/** The export's columns the import leaves alone: the shop keeps them itself. */
export const READ_ONLY_COLUMNS = ["availability", "createdAt", "updatedAt"] as const;

/** Signed or framed as the export writes it. */
export const flagCell = (value: boolean): "yes" | "no" => (value ? "yes" : "no");

/**
 * Signed or framed as a file may give it: yes or no, true or false, 1 or 0 (any case); an
 * empty cell is undefined (a new work's default), anything else null (not a yes or a no).
 */
export function flagOfCell(cell: string): boolean | undefined | null {
  const value = cell.trim().toLowerCase();
  if (value === "") return undefined;
  if (value === "yes" || value === "true" || value === "1") return true;
  if (value === "no" || value === "false" || value === "0") return false;
  return null;
}

/** The most rows one import may hold. */
export const IMPORT_MAX_ROWS = 1000;

/** What an import did, or (a dry run) would do, row by row; rows are the file's lines. */
export type ImportReport = {
  dryRun: boolean;
  created: number;
  updated: number;
  rows: Array<{ row: number; action: "create" | "update"; id: string | null; title: string }>;
  /** Why rows cannot be imported: each names the row and the field. Any at all: none is. */
  errors: Array<{ row: number; field: string; message: string }>;
};

/** The largest import file: every API request's own limit (1 MB). */
export const IMPORT_MAX_BYTES = 1024 * 1024;
