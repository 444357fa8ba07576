/** How wide a text is drawn, in pixels, in the font it will be drawn in. */
export type Measure = (text: string) => Promise<number>;

/** A cut text with its ellipsis: "Sunflowers, Late August…", not "…August,…". */
const cut = (text: string) => `${text.replace(/[\s,;:.–—-]+$/u, "")}…`;
const whole = (text: string) => text;

/**
 * The largest n for which `parts`' first n, joined and `finish`ed, fit `maxWidth` (0 when not
 * even one does): a binary search, as a text is wider the more of it there is.
 */
async function mostThatFit(
  parts: string[],
  join: string,
  finish: (text: string) => string,
  maxWidth: number,
  measure: Measure,
): Promise<number> {
  let fits = 0;
  let tooMany = parts.length + 1;
  while (tooMany - fits > 1) {
    const n = Math.floor((fits + tooMany) / 2);
    if ((await measure(finish(parts.slice(0, n).join(join)))) <= maxWidth) fits = n;
    else tooMany = n;
  }
  return fits;
}

/** `words` cut to fit `maxWidth` with an ellipsis: at a word where one fits, else anywhere. */
async function shortened(words: string[], maxWidth: number, measure: Measure): Promise<string> {
  const kept = await mostThatFit(words, " ", cut, maxWidth, measure);
  if (kept > 0) return cut(words.slice(0, kept).join(" "));
  const characters = [...words.join(" ")];
  return cut(
    characters.slice(0, await mostThatFit(characters, "", cut, maxWidth, measure)).join(""),
  );
}

/**
 * `text` in at most `maxLines` lines of at most `maxWidth`, broken between words (a word too
 * long for a line alone is broken where it must be); what does not fit ends the last line in
 * an ellipsis. Whitespace runs count as one space.
 */
export async function fitLines(
  text: string,
  { maxWidth, maxLines }: { maxWidth: number; maxLines: number },
  measure: Measure,
): Promise<string[]> {
  let rest = text.split(/\s+/u).filter(Boolean);
  const lines: string[] = [];
  while (rest.length > 0 && lines.length < maxLines) {
    if (lines.length === maxLines - 1) {
      const all = rest.join(" ");
      lines.push((await measure(all)) <= maxWidth ? all : await shortened(rest, maxWidth, measure));
      break;
    }
    const words = await mostThatFit(rest, " ", whole, maxWidth, measure);
    if (words > 0) {
      lines.push(rest.slice(0, words).join(" "));
      rest = rest.slice(words);
      continue;
    }
    // A word wider than a line: as much of it as fits (one character at least), then the rest.
    const characters = [...rest[0]];
    const fit = Math.max(1, await mostThatFit(characters, "", whole, maxWidth, measure));
    lines.push(characters.slice(0, fit).join(""));
    rest = [characters.slice(fit).join(""), ...rest.slice(1)];
  }
  return lines;
}
