import { type Edition, type EditionUnit, editionInputSchema } from "#shared/editions";

// The edition form's values as its fields hold them (text as typed), and how they become the
// API's input: validated with the API's own schema, so the form and the server say the same.

export type EditionFields = {
  format: string;
  width: string;
  height: string;
  unit: EditionUnit;
  price: string;
  /** Empty: an open edition. */
  size: string;
  signed: boolean;
  numbered: boolean;
};
export type EditionFieldName = keyof EditionFields;
export type EditionErrors = Partial<Record<EditionFieldName, string>>;

/** The fields in the form's order: the first with an error takes the focus. */
export const EDITION_FIELDS: readonly EditionFieldName[] = [
  "format",
  "width",
  "height",
  "unit",
  "price",
  "size",
  "signed",
  "numbered",
];

/** The fields of `edition`, or a new one's: in centimetres, open until she gives a size. */
export function editionFieldsOf(edition?: Edition): EditionFields {
  if (!edition) {
    return {
      format: "",
      width: "",
      height: "",
      unit: "cm",
      price: "",
      size: "",
      signed: false,
      numbered: false,
    };
  }
  return {
    format: edition.format,
    width: String(edition.width),
    height: String(edition.height),
    unit: edition.unit,
    price: String(edition.price),
    size: edition.size === null ? "" : String(edition.size),
    signed: edition.signed,
    numbered: edition.numbered,
  };
}

/** A typed number as a number; anything else as typed, for the schema to name. */
function numberOf(typed: string): number | string {
  const value = Number(typed);
  return typed.trim() === "" || Number.isNaN(value) ? typed : value;
}

/** Validates the form with the API's schema; an empty size is an open edition, never numbered. */
export function validateEdition(fields: EditionFields) {
  const open = fields.size.trim() === "";
  const result = editionInputSchema.safeParse({
    ...fields,
    width: numberOf(fields.width),
    height: numberOf(fields.height),
    price: numberOf(fields.price),
    size: open ? null : numberOf(fields.size),
    numbered: !open && fields.numbered,
  });
  if (result.success) return { values: result.data, errors: {} as EditionErrors };
  const errors: EditionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EditionFieldName;
    errors[field] ??= issue.message;
  }
  return { values: undefined, errors };
}

/** The first field (in the form's order) that has an error, if any. */
export const firstInvalid = (errors: EditionErrors) => EDITION_FIELDS.find((name) => errors[name]);
