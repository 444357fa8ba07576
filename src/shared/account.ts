/** Passwords of 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;

/** The first character of a word, uppercased, as one character even where uppercasing makes two (ß → SS). */
const initialOf = (word: string) => Array.from(Array.from(word)[0].toUpperCase())[0];

/**
 * The avatar's initials: the first letters of up to two words of the full name, uppercased
 * ("Ada Collector" → "AC"). An account with no name (older ones) falls back to the e-mail's
 * local part, split on '.', '_', '-', '+'. At most 2 characters.
 */
export function initialsOf(user: { name?: string | null; email: string }): string {
  const named = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  // A word of punctuation alone ("Ada - Collector") gives no initial.
  const words = named.filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => initialOf(word.replace(/^[^\p{L}\p{N}]+/u, "")))
      .join("");
  }
  const local = user.email.split("@")[0] ?? "";
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(initialOf)
    .join("");
}
