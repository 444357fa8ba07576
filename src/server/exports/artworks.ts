import { parse } from "csv-parse/sync";
import { inArray } from "drizzle-orm";
import { addMainImages, replaceMainImage, setImageUrls } from "#server/catalogue/images";
import { artworkColumns, artworkRowValues, toArtwork, toArtworks } from "#server/catalogue/service";
import { freeArtworkSlug } from "#server/catalogue/slugs";
import type { Db, Queryable } from "#server/db/client";
import { artworks } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import { imageName } from "#server/images/store";
import { toCsv } from "#server/lib/csv";
import { ARTWORK_IMAGES_MAX, type Artwork } from "#shared/artwork";
import {
  ARTWORK_DETAILS,
  type ArtworkDetail,
  type ArtworkValues,
  artworkInputSchema,
} from "#shared/artwork-input";
import { parseStoredImageUrl } from "#shared/images";
import {
  ARTWORK_CSV_COLUMNS,
  flagCell,
  flagOfCell,
  IMAGES_SEPARATOR,
  IMPORT_MAX_ROWS,
  type ImportReport,
  READ_ONLY_COLUMNS,
} from "#shared/imports";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A text cell the export wrote with an apostrophe so a spreadsheet would not run it. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** Every artwork, oldest first, in the import's own columns (money in pounds, ISO dates). */
export async function artworksCsv(db: Db, now: Date): Promise<string> {
  const rows = await db.select(artworkColumns(now)).from(artworks).orderBy(artworks.createdAt);
  return toCsv(
    [...ARTWORK_CSV_COLUMNS],
    (await toArtworks(db, rows, now)).map((artwork) => [
      artwork.id,
      artwork.title,
      artwork.artist,
      artwork.description,
      artwork.price.toFixed(2),
      artwork.medium,
      artwork.size,
      artwork.imageUrl,
      artwork.availability,
      artwork.createdAt,
      artwork.updatedAt,
      artwork.year,
      artwork.style,
      artwork.subject,
      flagCell(artwork.signed),
      flagCell(artwork.framed),
      artwork.images.map((image) => image.url).join(IMAGES_SEPARATOR),
    ]),
  );
}

/** A whole file refused before its rows are read: no header, a missing column, too many rows. */
export class ImportFileError extends Error {}

type Planned = {
  row: number;
  id: string | null;
  values: ArtworkValues;
  /** The details the file has no column for: an update leaves them as the artwork has them. */
  kept: ArtworkDetail[];
  /** Every photograph's URL, the main one first; null: the file gives only `imageUrl`. */
  images: string[] | null;
};
export type ImportPlan = { rows: Planned[]; errors: ImportReport["errors"] };

/** A price as the export writes it (1250.50) or as a spreadsheet may show it (£1,250.50). */
const PRICE = /^£?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** The cell's price as a number; anything else is left for the form's own message. */
function priceOf(cell: string): unknown {
  const price = cell.trim();
  if (price === "") return undefined;
  return PRICE.test(price) ? Number(price.replace(/[£,]/g, "")) : price;
}

/** A year as a whole number; anything else is left for the form's own message. */
function yearOf(cell: string): unknown {
  const year = cell.trim();
  if (year === "") return undefined;
  return /^\d+$/.test(year) ? Number(year) : year;
}

/**
 * Columns a file may leave out: the id (a new work), the description, the columns the shop
 * keeps itself, and the details — so a file exported before the details were, imported again,
 * changes none of them (a new work takes the defaults).
 */
const OPTIONAL_COLUMNS = new Set<string>([
  "id",
  "description",
  "images",
  ...READ_ONLY_COLUMNS,
  ...ARTWORK_DETAILS,
]);

/**
 * The `images` cell's URLs, each a valid image URL, at most ARTWORK_IMAGES_MAX, the first the
 * row's `imageUrl`; null for an empty cell; else why not.
 */
function imagesOfCell(cell: string, imageUrl: string): string[] | null | string {
  const urls = cell
    .split(IMAGES_SEPARATOR.trim())
    .map((url) => url.trim())
    .filter((url) => url !== "");
  if (urls.length === 0) return null;
  if (urls.length > ARTWORK_IMAGES_MAX) {
    return `A work has at most ${ARTWORK_IMAGES_MAX} photographs; this row lists ${urls.length}`;
  }
  const bad = urls.find((url) => !artworkInputSchema.shape.imageUrl.safeParse(url).success);
  if (bad !== undefined) return `Not an image URL: ${bad}`;
  if (urls[0] !== imageUrl) return "The first of images must be the imageUrl (the main photograph)";
  return urls;
}

/** The first of `urls` naming an image Atelier stores that is not in the store. */
async function firstMissing(images: ImageStore, urls: string[]): Promise<string | undefined> {
  for (const url of urls) {
    const stored = parseStoredImageUrl(url);
    if (stored && !(await images.has(imageName(stored.key, stored.width)))) return url;
  }
  return undefined;
}

/** A cell as the owner meant it: the export's guard apostrophe taken off again. */
const cellText = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

/**
 * Reads an import file and checks every row — the form's own rules for each field, an id that
 * names an existing artwork (once), and a stored image that exists — without changing
 * anything. A row is a whole artwork, as the form sends one, but for the details a file has
 * no column for (OPTIONAL_COLUMNS). Row numbers are the file's lines as a spreadsheet shows them (the header is 1).
 */
export async function planImport(db: Db, images: ImageStore, text: string): Promise<ImportPlan> {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new ImportFileError(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw new ImportFileError("The file is empty: it needs a header row.");
  const columns = header.map((name) => name.trim());
  const known = new Set<string>(ARTWORK_CSV_COLUMNS);
  const unknown = columns.find((name) => !known.has(name));
  if (unknown !== undefined) {
    throw new ImportFileError(
      `Unknown column "${unknown}": the columns are ${ARTWORK_CSV_COLUMNS.join(", ")}.`,
    );
  }
  const required = ARTWORK_CSV_COLUMNS.filter((name) => !OPTIONAL_COLUMNS.has(name));
  const leftOut = ARTWORK_DETAILS.filter((name) => !columns.includes(name));
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length) throw new ImportFileError(`Missing columns: ${missing.join(", ")}.`);
  if (body.length > IMPORT_MAX_ROWS) {
    throw new ImportFileError(
      `The file has ${body.length} rows; an import holds at most ${IMPORT_MAX_ROWS}.`,
    );
  }

  const errors: ImportReport["errors"] = [];
  const rows: Planned[] = [];
  const ids = new Map<string, number>();
  body.forEach((record, index) => {
    const row = index + 2;
    if (record.length > columns.length) {
      errors.push({
        row,
        field: "row",
        message: `Row has ${record.length} cells; the header has ${columns.length}.`,
      });
      return;
    }
    const cell = (name: string) => {
      const at = columns.indexOf(name);
      return at === -1 ? "" : cellText(record[at] ?? "");
    };
    const id = cell("id").trim() || null;
    if (id !== null) {
      if (!UUID.test(id)) {
        errors.push({
          row,
          field: "id",
          message: "id must be an artwork's id, or empty for a new one",
        });
        return;
      }
      const earlier = ids.get(id.toLowerCase());
      if (earlier !== undefined) {
        errors.push({ row, field: "id", message: `The same artwork is on row ${earlier} already` });
        return;
      }
      ids.set(id.toLowerCase(), row);
    }
    // Signed and framed are words in a file ("yes"), so what else a cell says is named here.
    const flagErrors: ImportReport["errors"] = [];
    const flag = (field: "signed" | "framed", label: string) => {
      const value = flagOfCell(cell(field));
      if (value === null) {
        flagErrors.push({
          row,
          field,
          message: `${label} must be yes or no (or true or false, 1 or 0)`,
        });
      }
      return value ?? undefined;
    };
    const parsed = artworkInputSchema.safeParse({
      title: cell("title"),
      artist: cell("artist"),
      description: cell("description"),
      price: priceOf(cell("price")),
      medium: cell("medium"),
      size: cell("size"),
      imageUrl: cell("imageUrl"),
      year: yearOf(cell("year")),
      style: cell("style"),
      subject: cell("subject"),
      signed: flag("signed", "Signed"),
      framed: flag("framed", "Framed"),
    });
    if (!parsed.success || flagErrors.length) {
      for (const issue of parsed.error?.issues ?? []) {
        errors.push({ row, field: String(issue.path[0] ?? "row"), message: issue.message });
      }
      errors.push(...flagErrors);
      return;
    }
    const images = imagesOfCell(cell("images"), parsed.data.imageUrl);
    if (typeof images === "string") {
      errors.push({ row, field: "images", message: images });
      return;
    }
    rows.push({
      row,
      id: id?.toLowerCase() ?? null,
      values: parsed.data,
      kept: id ? leftOut : [],
      images,
    });
  });

  // Ids must name artworks that exist; stored images must be in the store.
  const wanted = rows.flatMap((planned) => (planned.id ? [planned.id] : []));
  const existing = new Set(
    wanted.length
      ? (
          await db.select({ id: artworks.id }).from(artworks).where(inArray(artworks.id, wanted))
        ).map((found) => found.id)
      : [],
  );
  const kept: Planned[] = [];
  for (const planned of rows) {
    if (planned.id && !existing.has(planned.id)) {
      errors.push({ row: planned.row, field: "id", message: "No artwork has this id" });
      continue;
    }
    const missingImage = await firstMissing(images, planned.images ?? [planned.values.imageUrl]);
    if (missingImage !== undefined) {
      errors.push(
        planned.images
          ? {
              row: planned.row,
              field: "images",
              message: `No such image in the store: ${missingImage}`,
            }
          : { row: planned.row, field: "imageUrl", message: "No such image in the store" },
      );
      continue;
    }
    kept.push(planned);
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: kept, errors };
}

/** What the plan does, as the answer reports it. */
export function reportOf(plan: ImportPlan, dryRun: boolean): ImportReport {
  const created = plan.rows.filter((planned) => planned.id === null).length;
  return {
    dryRun,
    created,
    updated: plan.rows.length - created,
    rows: plan.rows.map((planned) => ({
      row: planned.row,
      action: planned.id ? "update" : "create",
      id: planned.id,
      title: planned.values.title,
    })),
    errors: plan.errors,
  };
}

/**
 * Applies a plan with no errors in one transaction: every row or none. A work created is
 * announced like one added by hand (`added`, in the same transaction).
 */
export async function applyImport(
  db: Db,
  plan: ImportPlan,
  now: Date,
  added: (tx: Queryable, artwork: Artwork) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const planned of plan.rows) {
      if (planned.id) {
        const values: Partial<ReturnType<typeof artworkRowValues>> = artworkRowValues(
          planned.values,
        );
        for (const detail of planned.kept) delete values[detail];
        // The file has no series column: an updated work stays in its series.
        delete values.seriesId;
        await tx
          .update(artworks)
          .set({ ...values, updatedAt: now })
          .where(inArray(artworks.id, [planned.id]));
        if (planned.images) await setImageUrls(tx, planned.id, planned.images);
        else await replaceMainImage(tx, planned.id, planned.values.imageUrl);
      } else {
        const slug = await freeArtworkSlug(tx, planned.values.title);
        const [row] = await tx
          .insert(artworks)
          .values({ ...artworkRowValues(planned.values), slug })
          .returning();
        const photos = planned.images
          ? await setImageUrls(tx, row.id, planned.images)
          : await addMainImages(tx, [row]);
        await added(tx, toArtwork({ ...row, availability: "available" }, photos, []));
      }
    }
  });
}
