/**
 * Dates of orders as a British shopper reads them, in their own time zone:
 * "Wednesday 25 November 2026 at 14:05" for a moment, "25 November 2026" for a day.
 */
const momentFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });

export function formatMoment(iso: string): string {
  // Built from parts: Intl's own en-GB text puts a comma after the weekday.
  const part = Object.fromEntries(
    momentFormat.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}`;
}

export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
