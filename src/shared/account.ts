import { z } from "zod";

/** Issue 3: passwords of 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;

/**
 * Spec §2 Profile: the avatar's initials — the first letters of up to two words of the
 * e-mail's local part (split on '.', '_', '-', '+'), uppercased.
 */
export function initialsFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const words = local.split(/[._+-]+/).filter(Boolean);
  // One character per word even where uppercasing makes two (ß → SS): at most 2 (spec §9).
  return words
    .slice(0, 2)
    .map((word) => Array.from(Array.from(word)[0].toUpperCase())[0])
    .join("");
}

export const profileInputSchema = z.object({
  fullName: z
    .string({ error: "Full name must be text" })
    .trim()
    .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`)
    .regex(/^[^\p{Cc}]*$/u, "Full name must not contain control characters"),
});
