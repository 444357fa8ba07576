/**
 * The shop's two fonts and how they are cut down (`npm run fonts`, scripts/fonts.ts, makes the
 * files beside this one; lib/web-fonts.ts makes their faces from the range and weights below,
 * and fonts.test.ts checks that each file holds exactly those).
 */

/** The Latin range of the @fontsource files, less the control characters and U+FEFF/U+FFFD. */
export const FONT_UNICODE_RANGE = [
  "U+0020-007E",
  "U+00A0-00FF",
  "U+0131",
  "U+0152-0153",
  "U+02BB-02BC",
  "U+02C6",
  "U+02DA",
  "U+02DC",
  "U+0304",
  "U+0308",
  "U+0329",
  "U+2000-206F",
  "U+20AC",
  "U+2122",
  "U+2191",
  "U+2193",
  "U+2212",
  "U+2215",
];

/** The weights the shop draws in: normal 400 to `bolder` 700. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

export const FONTS: readonly {
  package: string;
  source: string;
  file: string;
  license: string;
}[] = [
  {
    package: "@fontsource-variable/fraunces",
    source: "fraunces-latin-wght-normal.woff2",
    file: "fraunces-latin-400-700.woff2",
    license: "fraunces-OFL.txt",
  },
  {
    package: "@fontsource-variable/inter",
    source: "inter-latin-wght-normal.woff2",
    file: "inter-latin-400-700.woff2",
    license: "inter-OFL.txt",
  },
];

/** Every character a `unicode-range` list names, as one string. */
export function unicodeRangeCharacters(ranges: readonly string[]): string {
  let characters = "";
  for (const range of ranges) {
    const [first, last = first] = range
      .replace(/^U\+/, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    for (let code = first; code <= last; code++) characters += String.fromCodePoint(code);
  }
  return characters;
}
