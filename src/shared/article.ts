/**
 * A name with its indefinite article, for texts where the gallery's name follows "a":
 * "an Atelier account", "a Holloway Gallery account". Decided by the first letter — a vowel
 * takes "an" — which fits gallery names; names that sound otherwise ("an Hour…", "a Unicorn…")
 * are rare enough to accept.
 */
export function withArticle(name: string): string {
  return /^[aeiou]/i.test(name.trim()) ? `an ${name}` : `a ${name}`;
}
