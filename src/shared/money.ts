const poundFormat = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * Spec §3: price as '£' plus the number with thousands separators. Pence are shown only
 * when there are any, and then always as two digits (£1,250 but £99.50).
 */
export function formatPrice(pounds: number): string {
  const hasPence = Math.round(pounds * 100) % 100 !== 0;
  const text = hasPence
    ? pounds.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : poundFormat.format(pounds);
  return `£${text}`;
}

/** Pence (integers, as money is kept inside) as pounds, as the API shows prices. */
export const poundsFromPence = (pence: number) => pence / 100;
