import { describe, expect, it } from "vitest";
import { fitLines, type Measure } from "./lines";

/** Every character 10 px wide. */
const measure: Measure = async (text) => [...text].length * 10;

describe("a card's lines of text", () => {
  it("keeps a short text on one line, its spaces tidied", async () => {
    expect(await fitLines("  Fen   Light ", { maxWidth: 200, maxLines: 3 }, measure)).toEqual([
      "Fen Light",
    ]);
  });

  it("breaks between words, each line within the width", async () => {
    const lines = await fitLines("Harbour at First Light", { maxWidth: 120, maxLines: 3 }, measure);
    expect(lines).toEqual(["Harbour at", "First Light"]);
  });

  it("ends the last line with an ellipsis when the text is longer than its lines", async () => {
    const lines = await fitLines(
      "Sunflowers, Late August, with the Long Shadows of Evening",
      { maxWidth: 120, maxLines: 2 },
      measure,
    );
    expect(lines).toEqual(["Sunflowers,", "Late August…"]);
    for (const line of lines) expect(await measure(line)).toBeLessThanOrEqual(120);
  });

  it("breaks a word too long for a line, and shortens one too long for the last", async () => {
    expect(await fitLines("Abcdefghijkl mn", { maxWidth: 50, maxLines: 4 }, measure)).toEqual([
      "Abcde",
      "fghij",
      "kl mn",
    ]);
    expect(await fitLines("Abcdefghijkl", { maxWidth: 50, maxLines: 1 }, measure)).toEqual([
      "Abcd…",
    ]);
  });

  it("writes nothing for no text", async () => {
    expect(await fitLines("   ", { maxWidth: 50, maxLines: 2 }, measure)).toEqual([]);
  });
});
