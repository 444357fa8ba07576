// CSV as RFC 4180 writes it — fields separated by commas, records by CRLF, a field quoted when
// it holds a comma, a quote or a line break, quotes doubled — for the owner's downloads, made
// safe to open in a spreadsheet: a text cell that begins with =, +, -, @, a tab or a carriage
// return would be read as a formula, so it gets a leading apostrophe (OWASP's advice on CSV
// injection), and the spreadsheet shows it as the text it is.

/** What a cell may hold: text (escaped as above), a number as written, or nothing. */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as it is written. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text =
    typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending in CRLF. */
export const csvRow = (values: CsvValue[]): string => `${values.map(csvCell).join(",")}\r\n`;

/** A whole file: the header row, then a record per row. */
export const toCsv = (header: string[], rows: CsvValue[][]): string =>
  [header, ...rows].map(csvRow).join("");

/** The headers of a CSV download named `filename`, UTF-8. */
export const csvHeaders = (filename: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${filename}"`,
  "cache-control": "no-store",
});
