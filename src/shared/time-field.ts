import { SHOP_TIME_ZONE } from "./dates";

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
