/** The query parameter a confirmation link lands home with (`/?confirmed=1`). */
export const CONFIRMED_PARAM = "confirmed";
