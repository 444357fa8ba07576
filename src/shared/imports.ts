// Bringing a catalogue in from a CSV file in the artworks export's own columns.

/** The artworks CSV's columns, in order: what the export writes and the import reads. */
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
] as const;

/** The export's columns the import leaves alone: the shop keeps them itself. */
export const READ_ONLY_COLUMNS = ["availability", "createdAt", "updatedAt"] as const;

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
