/** The longest description a page or a preview gives: search engines cut longer ones. */
const DESCRIPTION_MAX = 200;

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
