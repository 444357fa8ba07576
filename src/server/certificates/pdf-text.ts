import type { Color, PDFFont } from "pdf-lib";

/**
 * Text on the certificate's page: made writable by the standard fonts, wrapped to a width and
 * kept to a number of lines, so that no value, however long or exotic, overflows.
 */

/** A font at a size, with the distance from one line's baseline to the next. */
export type Style = { font: PDFFont; size: number; leading: number; color: Color };

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();

/** The code points a font can write (WinAnsi, for the standard fonts). */
function charsetOf(font: PDFFont): ReadonlySet<number> {
  let charset = charsets.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsets.set(font, charset);
  }
  return charset;
}

/**
 * `text` as `font` can write it: the standard fonts know only WinAnsi, and pdf-lib throws on
 * anything else. Each character (grapheme: an emoji with its joiners is one) that cannot be
 * written becomes its plain form ("ő" → "o", "ﬁ" → "fi"), a dash "-", or else "?".
 */
export function plainText(text: string, font: PDFFont): string {
  const charset = charsetOf(font);
  const writable = (s: string) => [...s].every((c) => charset.has(c.codePointAt(0) ?? -1));
  let plain = "";
  // NFC first, so that "e" + combining diaeresis is the "ë" WinAnsi has; runs of white space
  // (line breaks, tabs) are one space, since lines are laid out here.
  for (const { segment } of graphemes.segment(text.normalize("NFC").replace(/\s+/g, " "))) {
    plain += writable(segment) ? segment : plainForm(segment, writable);
  }
  return plain;
}

/** Letters with a stroke rather than a mark, which NFKD leaves whole ("Łukasiewicz"). */
const STROKED: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŧ: "T",
  ŧ: "t",
};

function plainForm(grapheme: string, writable: (s: string) => boolean): string {
  const stripped = grapheme.normalize("NFKD").replace(/\p{M}/gu, "");
  if (stripped && writable(stripped)) return stripped;
  const unstroked = STROKED[stripped];
  if (unstroked) return unstroked;
  if (/^\p{Pd}$/u.test(grapheme)) return "-";
  // Invisible on their own (zero-width space, a stray joiner): nothing to show.
  if (/^\p{Cf}+$/u.test(grapheme)) return "";
  return "?";
}

/**
 * Lines of `text` no wider than `maxWidth` at `size`, broken between words, and inside a word
 * only when it is wider than a line on its own (a long URL). `text` must be writable by `font`.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (width(longer) <= maxWidth) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (width(line) > maxWidth) {
      const cut = longestFit(line, width, maxWidth);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How many of `text`'s first characters fit in `maxWidth` (one at least, so wrapping ends). */
function longestFit(text: string, width: (s: string) => number, maxWidth: number): number {
  let cut = 1;
  while (cut < text.length && width(text.slice(0, cut + 1)) <= maxWidth) cut++;
  return cut;
}

/** At most `maxLines` lines, the last ending in "…" when some were left out. */
function clampLines(lines: string[], maxLines: number, style: Style, maxWidth: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && style.font.widthOfTextAtSize(`${last}…`, style.size) > maxWidth) {
    last = last.slice(0, -1);
  }
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Any text, made writable, wrapped to `maxWidth` and kept to `maxLines`: it cannot overflow. */
export function fitText(text: string, style: Style, maxWidth: number, maxLines: number): string[] {
  const lines = wrapText(plainText(text, style.font), style.font, style.size, maxWidth);
  return clampLines(lines, maxLines, style, maxWidth);
}
