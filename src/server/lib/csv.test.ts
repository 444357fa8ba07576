import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "./csv";

describe("CSV cells", () => {
  it("writes plain text, numbers and empty cells as they are", () => {
    expect(csvCell("Harbour at dusk")).toBe("Harbour at dusk");
    expect(csvCell(1250.5)).toBe("1250.5");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Oil, on canvas")).toBe('"Oil, on canvas"');
    expect(csvCell('The "blue" hour')).toBe('"The ""blue"" hour"');
    expect(csvCell("first line\nsecond")).toBe('"first line\nsecond"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("keeps a spreadsheet from reading text as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      // Quoted or not, the cell's text begins with the apostrophe.
      expect(csvCell(`${start}SUM(A1:A9)`)).toMatch(/^"?'/);
    }
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("-5 degrees")).toBe("'-5 degrees");
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("keeps other scripts and emoji as UTF-8 text", () => {
    expect(csvCell("Zoë Brontë — 春の海 🌊")).toBe("Zoë Brontë — 春の海 🌊");
  });
});

describe("CSV files", () => {
  it("ends every record with CRLF, the header first", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
    expect(
      toCsv(
        ["Title", "Price"],
        [
          ["Sea, at night", 10],
          ["Meadow", 99.99],
        ],
      ),
    ).toBe('Title,Price\r\n"Sea, at night",10\r\nMeadow,99.99\r\n');
  });
});
