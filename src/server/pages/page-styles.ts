// A rendered page carries the rules of the stylesheet that can apply to it, not all of them
// (decision 065): the whole sheet is most of a page's bytes, and a slow phone parses and
// matches every rule before its first paint. The app loads the whole sheet before it starts.

/**
 * One piece of the stylesheet: a statement (`@layer a, b;`), a block kept whole (a style rule,
 * `@property`, `@keyframes`, a face of fonts already on the device), a web font's face (one
 * fetched from a URL), or a group of pieces (`@media`, `@supports`, `@layer`, `@container`,
 * `@starting-style`).
 */
type Piece =
  | { kind: "kept"; text: string }
  | { kind: "font" }
  | { kind: "rule"; text: string; needs: string[][] }
  | { kind: "group"; prelude: string; pieces: Piece[] };

/** At-rules whose block holds rules, each of which may or may not apply to a page. */
const GROUPS = /^@(media|supports|layer|container|starting-style|scope)\b/i;

/** The index just past the string that starts at `at` (its quote included). */
function pastString(css: string, at: number): number {
  const quote = css[at];
  let i = at + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** The index just past the comment that starts at `at`. */
function pastComment(css: string, at: number): number {
  const end = css.indexOf("*/", at + 2);
  return end === -1 ? css.length : end + 2;
}

/** The index of the `}` that closes the block opened just before `from`. */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < css.length) {
    const ch = css[i];
    if (ch === "\\") i += 2;
    else if (ch === '"' || ch === "'") i = pastString(css, i);
    else if (ch === "/" && css[i + 1] === "*") i = pastComment(css, i);
    else {
      if (ch === "{") depth++;
      else if (ch === "}" && --depth === 0) return i;
      i++;
    }
  }
  return css.length;
}

/**
 * A selector's classes outside any parentheses, unescaped: those an element of the page must
 * have for it to match. Classes inside `:is()`, `:where()`, `:not()` and `:has()` are not
 * counted, so a rule that might match is never left out.
 */
function classesNeeded(selector: string): string[] {
  let outside = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === "\\") {
      if (depth === 0) outside += selector.slice(i, i + 2);
      i++;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (depth === 0) outside += ch;
  }
  const names: string[] = [];
  for (const match of outside.matchAll(
    /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\0-\x7f])+)/g,
  )) {
    names.push(
      match[1].replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string, char: string) =>
        hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
      ),
    );
  }
  return names;
}

/** A selector list cut at its top-level commas. */
function selectorsOf(prelude: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      list.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  list.push(prelude.slice(start));
  return list;
}

/** The pieces of `css` from `from` to the end of its block (or of the sheet). */
function piecesOf(css: string, from: number, to: number): Piece[] {
  const pieces: Piece[] = [];
  let i = from;
  let start = from;
  while (i < to) {
    const ch = css[i];
    if (ch === "\\") {
      i += 2;
    } else if (ch === '"' || ch === "'") {
      i = pastString(css, i);
    } else if (ch === "/" && css[i + 1] === "*") {
      // A comment between pieces (the licence's) is left out; one inside a prelude goes with it.
      if (css.slice(start, i).trim() === "") start = pastComment(css, i);
      i = pastComment(css, i);
    } else if (ch === ";") {
      const text = css.slice(start, i + 1).trim();
      if (text !== ";") pieces.push({ kind: "kept", text });
      start = i = i + 1;
    } else if (ch === "{") {
      const prelude = css.slice(start, i).trim();
      const end = blockEnd(css, i + 1);
      if (GROUPS.test(prelude)) {
        pieces.push({ kind: "group", prelude, pieces: piecesOf(css, i + 1, end) });
      } else {
        const text = `${prelude}${css.slice(i, end + 1)}`;
        pieces.push(
          /^@font-face/i.test(prelude) && /url\(/i.test(text)
            ? { kind: "font" }
            : prelude.startsWith("@")
              ? { kind: "kept", text }
              : { kind: "rule", text, needs: selectorsOf(prelude).map(classesNeeded) },
        );
      }
      start = i = end + 1;
    } else {
      i++;
    }
  }
  return pieces;
}

/** The classes the elements of `html` have (`class` attributes, their entities read). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const text = value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    for (const name of text.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The text of the pieces that can apply to a page with `classes`, in the sheet's order. */
function textFor(pieces: Piece[], classes: Set<string>): string {
  let text = "";
  for (const piece of pieces) {
    if (piece.kind === "font") continue;
    if (piece.kind === "kept") text += piece.text;
    else if (piece.kind === "rule") {
      if (piece.needs.some((names) => names.every((name) => classes.has(name)))) text += piece.text;
    } else {
      const inner = textFor(piece.pieces, classes);
      if (inner) text += `${piece.prelude}{${inner}}`;
    }
  }
  return text;
}

/**
 * The stylesheet `css`, read once, as a function from a page's HTML to the part of the sheet
 * that can apply to it: every at-rule statement, `@property` and `@keyframes`, the faces made of
 * the device's own fonts (the metric-matched fallbacks: decision 041), every rule
 * whose selector needs no class, and every rule one of whose selectors needs only classes the
 * page's elements have — each inside its `@media`, `@supports` or `@layer`, in the sheet's
 * order. What the app draws later is styled by the whole sheet, loaded before it starts. A
 * face fetched from a URL is left to the whole sheet too: nothing on the page may ask for a
 * font before its painting is drawn (decision 064), and two copies of a face would be two
 * faces, each fetching. (The shop's own web fonts are made by the entry: decision 068.)
 */
export function pageStylesheet(css: string): (html: string) => string {
  const pieces = piecesOf(css, 0, css.length);
  return (html) => textFor(pieces, classesIn(html));
}
