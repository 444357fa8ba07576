import { z } from "zod";
import type { ArtworkPage } from "./artwork";
import { SERIES_SLUG_MAX, SLUG_PATTERN } from "./series-slug";
import { line, MULTILINE_TEXT } from "./text-input";
import { seriesTexts } from "./texts/series";

const texts = seriesTexts.series;

/**
 * A series as the API answers it: what she says of it (`statement`, Markdown) and that as
 * HTML rendered on the server, as the shop's pages are; its place among the others
 * (`position`, from 0); and how many of its works the public may see. `excerpt` is the
 * statement's first paragraph as plain text, cut short (for the list of series); `coverUrl`
 * the image of the newest public work, or null when there is none.
 */
export type Series = {
  id: string;
  name: string;
  slug: string;
  statement: string;
  statementHtml: string;
  excerpt: string;
  position: number;
  workCount: number;
  coverUrl: string | null;
};

export const SERIES_NAME_MAX = 100;
export const SERIES_STATEMENT_MAX = 20_000;

const slug = z
  .string({ error: texts.slugFormat })
  .trim()
  .max(SERIES_SLUG_MAX, texts.slugTooLong(SERIES_SLUG_MAX))
  .refine((value) => value === "" || SLUG_PATTERN.test(value), texts.slugFormat)
  // Left empty, the name gives it (on a change: it stays as it is).
  .transform((value) => value || undefined);

const statement = z
  .string({ error: texts.statementControl })
  .max(SERIES_STATEMENT_MAX, texts.statementTooLong(SERIES_STATEMENT_MAX))
  .regex(MULTILINE_TEXT, texts.statementControl);

const position = z.number({ error: texts.position }).int(texts.position).min(0, texts.position);

/**
 * A new series (`POST /api/admin/series`): its name; its slug, made from the name when left
 * out; its statement, empty unless given; its position, last unless given.
 */
export const seriesInputSchema = z.strictObject({
  name: line(texts.name, SERIES_NAME_MAX),
  slug: slug.optional(),
  statement: statement.optional(),
  position: position.optional(),
});

/**
 * A change to a series (`PUT /api/admin/series/:id`): any of the same fields, each left out
 * unchanged. A new position moves it there, the others making room.
 */
export const seriesChangeSchema = seriesInputSchema.partial();

export type SeriesInput = z.output<typeof seriesInputSchema>;
export type SeriesChange = z.output<typeof seriesChangeSchema>;
/** What the owner's form sends. */
export type SeriesBody = z.input<typeof seriesInputSchema>;

/**
 * `GET /api/series/:slug`: the series, and the first page of its works as the gallery lists
 * them (newest first; more with `GET /api/artworks?series=<slug>&cursor=…`).
 */
export type SeriesPage = { series: Series; works: ArtworkPage };
