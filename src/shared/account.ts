/** Passwords of 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;

/**
 * The profile avatar's initials — the first letters of up to two words of the
 * e-mail's local part (split on '.', '_', '-', '+'), uppercased.
 */
export function initialsFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const words = local.split(/[._+-]+/).filter(Boolean);
  // One character per word even where uppercasing makes two (ß → SS): at most 2 initials.
  return words
    .slice(0, 2)
    .map((word) => Array.from(Array.from(word)[0].toUpperCase())[0])
    .join("");
}
