import type { Artwork } from "#shared/artwork";
import { ARTWORK_DEFAULTS, artworkInputSchema, currentYear } from "#shared/artwork-input";
import { bandFor, type ShippingBand } from "#shared/delivery";
import type { SizeUnit } from "#shared/filters";
import type { Visibility } from "#shared/release";
import { momentOfShopTime, shopTimeField } from "#shared/time-field";
import { composeSize, sizeFieldsOf } from "./size-state";

// The artwork form's values as its fields hold them (text as typed), and how they become the
// API's input: validated with the API's own schema, so the form and the server say the same.

export type Fields = {
  title: string;
  artist: string;
  description: string;
  price: string;
  medium: string;
  /** Its lengths as typed, and their unit: what the size text is written from. */
  width: string;
  height: string;
  depth: string;
  unit: SizeUnit;
  /** The saved size text, kept as it is while the lengths are left empty. */
  size: string;
  imageUrl: string;
  /** The owner's choice of band, or "" to take it from the size. */
  shippingBand: "" | ShippingBand;
  year: string;
  style: string;
  subject: string;
  signed: boolean;
  framed: boolean;
  visibility: Visibility;
  /** As the date-and-time field holds it (the shop's time), or "": no release time. */
  releaseAt: string;
  /** The series' id, or "": in none. */
  seriesId: string;
};
export type FieldName = keyof Fields;
export type Errors = Partial<Record<FieldName, string>>;

/** What each group of fields is handed: the values, their errors, their ids and a setter. */
export type FieldGroupProps = {
  fields: Fields;
  errors: Errors;
  /** Each field's id, so the form can focus the first invalid one on submit. */
  ids: Record<FieldName, string>;
  /** Sets a field's value and clears its error. */
  set: <Name extends FieldName>(name: Name) => (value: Fields[Name]) => void;
};

/**
 * An empty form: no price (a work is priced from £0.01, so the owner types one), the details a
 * new work's (the year: this one).
 */
export const EMPTY: Fields = {
  title: "",
  artist: "",
  description: "",
  price: "",
  medium: "",
  width: "",
  height: "",
  depth: "",
  unit: "cm",
  size: "",
  imageUrl: "",
  shippingBand: "",
  year: "",
  ...ARTWORK_DEFAULTS,
  visibility: "public",
  releaseAt: "",
  seriesId: "",
};

/** A date-and-time field's shop time as a moment (ISO), or as typed for the schema to name. */
function momentOf(typed: string): string | null {
  if (typed.trim() === "") return null;
  return momentOfShopTime(typed) ?? typed;
}

/** The fields of `artwork`; else a new work's, hers (`artistName`) unless she has none. */
export function fieldsOf(artwork?: Artwork, artistName = ""): Fields {
  if (!artwork) return { ...EMPTY, artist: artistName, year: String(currentYear()) };
  return {
    title: artwork.title,
    artist: artwork.artist,
    description: artwork.description ?? "",
    price: String(artwork.price),
    medium: artwork.medium,
    ...sizeFieldsOf(artwork.size),
    size: artwork.size,
    imageUrl: artwork.imageUrl,
    // A band other than its size's is the owner's choice.
    shippingBand: artwork.shippingBand === bandFor(artwork.dimensions) ? "" : artwork.shippingBand,
    year: String(artwork.year),
    style: artwork.style,
    subject: artwork.subject,
    signed: artwork.signed,
    framed: artwork.framed,
    visibility: artwork.visibility,
    releaseAt: artwork.releaseAt ? shopTimeField(artwork.releaseAt) : "",
    seriesId: artwork.seriesId ?? "",
  };
}

/** A typed number as a number; left empty, none; anything else as typed, for the schema to name. */
function numberOf(typed: string): number | string | null {
  if (typed.trim() === "") return null;
  const value = Number(typed);
  return Number.isNaN(value) ? typed : value;
}

/**
 * Validates the form with the API's own schema, so both say the same thing, after the size's
 * lengths, which the schema receives as the size text they write.
 */
export function validateFields(fields: Fields) {
  const size = composeSize(fields);
  const price = fields.price.trim() === "" ? Number.NaN : Number(fields.price);
  const result = artworkInputSchema.safeParse({
    ...fields,
    size: size.text,
    price: Number.isNaN(price) ? fields.price : price,
    shippingBand: fields.shippingBand || null,
    year: numberOf(fields.year),
    releaseAt: momentOf(fields.releaseAt),
    seriesId: fields.seriesId || null,
  });
  if (result.success && size.valid) return { values: result.data, errors: {} as Errors };
  const errors: Errors = { ...size.errors };
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { values: undefined, errors };
}
