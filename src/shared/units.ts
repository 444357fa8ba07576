// Lengths: one fact shared by the size texts, delivery's bands and the prints' sizes, in a file
// of its own so that the pages which need it load nothing else.

/** Centimetres in an inch. */
export const CM_PER_INCH = 2.54;
