// `npm run fonts`: makes the two woff2 files the shop serves (src/client/fonts/) from the
// Latin files of @fontsource-variable/fraunces and /inter: only the characters of the Latin
// range (FONT_UNICODE_RANGE, the same as the stylesheet's `unicode-range`) and only the weights
// the stylesheet sets (400–700 of the weight axis). Run it after updating either package; the
// files are committed, so a build needs nothing but Vite (docs/decisions/044-lighter-fonts.md).
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import {
  FONT_UNICODE_RANGE,
  FONT_WEIGHTS,
  FONTS,
  unicodeRangeCharacters,
} from "#client/fonts/fonts";

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "client", "fonts");
const characters = unicodeRangeCharacters(FONT_UNICODE_RANGE);

for (const font of FONTS) {
  const source = require.resolve(`${font.package}/files/${font.source}`);
  const subset = await subsetFont(readFileSync(source), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
  });
  writeFileSync(join(out, font.file), subset);
  copyFileSync(
    join(dirname(require.resolve(`${font.package}/package.json`)), "LICENSE"),
    join(out, font.license),
  );
  const before = readFileSync(source).length;
  console.log(
    `${font.file}: ${(subset.length / 1024).toFixed(1)} KB (from ${(before / 1024).toFixed(1)} KB)`,
  );
}
