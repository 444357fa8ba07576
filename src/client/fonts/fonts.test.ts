import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, test } from "vitest";
import { FONT_UNICODE_RANGE, FONT_WEIGHTS, FONTS, unicodeRangeCharacters } from "./fonts";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const webFonts = readFileSync(here("../lib/web-fonts.ts"), "utf8");
const declared = new Set(
  [...unicodeRangeCharacters(FONT_UNICODE_RANGE)].map((c) => c.codePointAt(0)),
);

async function face(file: string) {
  const sfnt = await convert(readFileSync(here(file)), "sfnt");
  return new Face(new Blob(sfnt));
}

/** The source of every text the shop writes (src/shared/texts), comments left out. */
const textsDir = `${path.join(here("../.."), "shared", "texts")}/`;
const textSources = readdirSync(textsDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) =>
    readFileSync(textsDir + file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:"'`])\/\/.*$/gm, "$1"),
  );

describe.each(FONTS)("$file", (font) => {
  test("holds exactly the range and weights its face declares", async () => {
    const { wght } = (await face(font.file)).getAxisInfos();
    expect({ min: wght.min, max: wght.max }).toEqual(FONT_WEIGHTS);
    // The faces are made from the same two constants (lib/web-fonts.ts), from this very file.
    expect(webFonts).toContain(`#client/fonts/${font.file}?url`);
    const mapped = [...(await face(font.file)).collectUnicodes()];
    expect(mapped.every((code) => declared.has(code))).toBe(true);
  });

  test("draws every character of every text the shop writes", async () => {
    const mapped = new Set((await face(font.file)).collectUnicodes());
    const missing = new Set(
      textSources
        .flatMap((source) => [...source])
        .filter((c) => !/\s/.test(c) && !mapped.has(c.codePointAt(0) ?? 0)),
    );
    expect([...missing]).toEqual([]);
  });
});
