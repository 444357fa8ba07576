/** When an order was placed, as the owner in the UK reads it: "25 Nov 2026". */
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/London",
});

/** …and the time beside it: "14:05". */
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatOrderTime = (iso: string) => timeFormat.format(new Date(iso));
