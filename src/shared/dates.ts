/**
 * Dates as the shop shows them, in the shop's own time (Europe/London, GMT or BST), whatever
 * the reader's clock says: a hold's end or an order's date reads the same in the browser, on
 * the owner's desk and in an e-mail.
 */
export const SHOP_TIME_ZONE = "Europe/London";

/**
 * A formatter in the shop's time, made the first time it is used: building one loads the
 * browser's locale data (tens of milliseconds on a phone: money.ts), which a first visit to the
 * gallery, showing no date, should not pay for.
 */
function shopFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });
    return format;
  };
}

const momentFormat = shopFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayFormat = shopFormat("en-GB", { dateStyle: "long" });
const shortDayFormat = shopFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
// en-CA writes a day as ISO 8601 does: 2026-11-25.
const isoDayFormat = shopFormat("en-CA", {});
const timeFormat = shopFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "Wednesday 25 November 2026 at 14:05". */
export function formatMoment(iso: string): string {
  // Built from parts: Intl's own en-GB text puts a comma after the weekday.
  const part = Object.fromEntries(
    momentFormat()
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}`;
}

/** "25 November 2026". */
export const formatDay = (iso: string): string => dayFormat().format(new Date(iso));

/** "25 Nov 2026", where space is short (the owner's order desk). */
export const formatShortDay = (iso: string): string => shortDayFormat().format(new Date(iso));

/** The shop's day at a moment (by default now), as YYYY-MM-DD. */
export const shopDay = (at: Date = new Date()): string => isoDayFormat().format(at);

/** The day `days` after `day` (both YYYY-MM-DD): calendar days, whatever the clocks do. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "14:05". */
export const formatTime = (iso: string): string => timeFormat().format(new Date(iso));
