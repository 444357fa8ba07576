// Amounts of money as people type them into a form: read here, apart from money.ts, which the
// first visit loads, so that only the forms that take an amount carry this.
/**
 * An amount of pounds as a person types it ("450", "£1,250", "499.99") in pence, or null when
 * it is not pounds and pence.
 */
export function parsePounds(typed: string): number | null {
  const plain = typed.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}
