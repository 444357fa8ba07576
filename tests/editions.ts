// Editions as the owner's Prints section sends them, for the API tests.

/** A 50-print limited edition, signed and numbered. */
export const LIMITED_EDITION = {
  format: "Giclée print on cotton rag",
  width: 30,
  height: 40,
  unit: "cm",
  price: 45,
  size: 50,
  signed: true,
  numbered: true,
} as const;

/** An open edition: no size, never sold out, not numbered. */
export const OPEN_EDITION = {
  format: "Poster",
  width: 50,
  height: 70,
  unit: "cm",
  price: 25,
  size: null,
  signed: false,
  numbered: false,
} as const;
