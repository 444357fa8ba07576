// How a typed address is shown, apart from the shop's schemas, so the foot of every page loads
// no validation code.

/** An address typed on several lines, on one ("Studio 4, Falmouth"); empty when none is given. */
export const addressOnOneLine = (address: string | null) =>
  (address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, ""))
    .filter(Boolean)
    .join(", ");
