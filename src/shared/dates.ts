/**
 * Dates as the shop shows them, in the shop's own time (Europe/London, GMT or BST), whatever
 * the reader's clock says: a hold's end or an order's date reads the same in the browser, on
 * the owner's desk and in an e-mail.
 */
const SHOP_TIME_ZONE = "Europe/London";

const momentFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIME_ZONE,
});
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: SHOP_TIME_ZONE,
});
const shortDayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: SHOP_TIME_ZONE,
});
// en-CA writes a day as ISO 8601 does: 2026-11-25.
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIME_ZONE,
});

/** "Wednesday 25 November 2026 at 14:05". */
export function formatMoment(iso: string): string {
  // Built from parts: Intl's own en-GB text puts a comma after the weekday.
  const part = Object.fromEntries(
    momentFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}`;
}

/** "25 November 2026". */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));

/** "25 Nov 2026", where space is short (the owner's order desk). */
export const formatShortDay = (iso: string): string => shortDayFormat.format(new Date(iso));

/** The shop's day at a moment (by default now), as YYYY-MM-DD. */
export const shopDay = (at: Date = new Date()): string => isoDayFormat.format(at);

/** The day `days` after `day` (both YYYY-MM-DD): calendar days, whatever the clocks do. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "14:05". */
export const formatTime = (iso: string): string => timeFormat.format(new Date(iso));

// A date-and-time field's value ("2026-11-27T20:59"), read and written in the shop's time, as
// every moment is shown: what the owner types is what the shop then says.
const fieldFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIME_ZONE,
});
const FIELD_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A moment as a date-and-time field holds it, in the shop's time, to the minute. */
export function shopTimeField(iso: string): string {
  const part = Object.fromEntries(
    fieldFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** How far the shop's clock is ahead of UTC at `ms`, in ms (0 in GMT, an hour in BST). */
function shopOffset(ms: number): number {
  const [date, time] = shopTimeField(new Date(ms).toISOString()).split("T");
  const shown = Date.parse(`${date}T${time}:00.000Z`);
  return shown - (ms - (ms % 60_000));
}

/**
 * The moment a date-and-time field's value names in the shop's time (ISO), or undefined when
 * it names none. A time the clocks skip in spring is read as an hour later; one they pass
 * twice in autumn, as the second.
 */
export function momentOfShopTime(field: string): string | undefined {
  const match = FIELD_VALUE.exec(field);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // A day or an hour that does not exist (31 April, 24:00) would roll over: no moment.
  if (new Date(asUtc).toISOString().slice(0, 16) !== field) return undefined;
  return new Date(asUtc - shopOffset(asUtc - shopOffset(asUtc))).toISOString();
}
