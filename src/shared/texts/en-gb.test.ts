// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts are read as source, so a template's ${…} is part of the string compared.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What Atelier writes itself is British English. The words below are the American spellings
 * most likely to slip in; a text may use one only when it is one of the product's own texts,
 * kept word for word (the list after). Comments are not read, only the texts' literals.
 */
const AMERICAN =
  /\b(colors?|colored|colorful|favorites?|favorited|organiz\w*|canceled|canceling|centers?|centered|gray|catalogs?|inquir\w*|analyz\w*|recogniz\w*|apologiz\w*|customiz\w*|behaviors?|honors?|jewelry|traveled|traveling|labeled|modeled|fulfill|judgment|aluminum|mold|plow|specialty)\b/i;

/** The product's own texts, word for word even where the spelling is American. */
const VERBATIM = [
  "Favorites (${n})",
  "My Favorites",
  '${n} favorite${n === 1 ? "" : "s"}',
  "No favorites yet",
  "Sign in to view your favorites",
  "Please sign in to add favorites",
  "Please sign in to manage favorites",
  "Added to favorites",
  "Removed from favorites",
  "Failed to add to favorites",
  "Failed to remove from favorites",
];

const here = path.dirname(fileURLToPath(import.meta.url));
const textFiles = readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

/** The string and template literals of a source file, comments left out. */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2],
  );
}

describe("the texts are British English", () => {
  it("reads the texts files", () => {
    expect(textFiles).toContain("gallery.ts");
    expect(literals('const a = "colour"; // color\n/* gray */ `grey ${x}`')).toEqual([
      "colour",
      "grey ${x}",
    ]);
  });

  it.each(textFiles)("%s spells the British way, but for the product's own texts", (file) => {
    const american = literals(readFileSync(path.join(here, file), "utf8")).filter(
      (text) => AMERICAN.test(text) && !VERBATIM.includes(text),
    );
    expect(american).toEqual([]);
  });

  it("keeps the product's own texts word for word", () => {
    const all = textFiles.flatMap((file) => literals(readFileSync(path.join(here, file), "utf8")));
    for (const text of VERBATIM) expect(all, text).toContain(text);
  });
});
