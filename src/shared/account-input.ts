import { z } from "zod";
import { FULL_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./account";
import { SINGLE_LINE } from "./text-input";

/**
 * A full name, as sign-up and the profile take it: 1 to 100 characters once trimmed. A longer
 * one is refused with its reason, never clipped.
 */
const fullName = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? "Full name is required"
        : "Full name must be text",
  })
  .trim()
  .min(1, "Full name is required")
  .max(FULL_NAME_MAX, `Full name must be at most ${FULL_NAME_MAX} characters`)
  .regex(SINGLE_LINE, "Full name must not contain control characters");

/** The profile form's one field (kept apart from account.ts so pages need no zod). */
export const profileInputSchema = z.object({ fullName });

/** An e-mail address as every form takes it. */
export const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .regex(SINGLE_LINE, "Email must not contain control characters")
  .pipe(z.email("Enter a valid email address"));

/** At sign-in any length up to the maximum may be tried; no stored password is longer. */
const anyPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** A new password: the sign-up's rules, which the first run's setup shares. */
export const newPassword = anyPassword.min(
  PASSWORD_MIN,
  `Password is too short (at least ${PASSWORD_MIN} characters)`,
);

/** Where better-auth sends the browser after a link: a path on this site (it checks origins too). */
const callbackURL = z
  .string({ error: "callbackURL must be text" })
  .max(2000, "callbackURL is too long")
  .regex(SINGLE_LINE, "callbackURL must not contain control characters")
  .optional();

/**
 * The bodies Atelier's auth endpoints accept, checked before better-auth sees them:
 * strict, so fields Atelier does not use (image, role, …) are refused, and the name follows
 * the same rules as the profile's.
 */
export const signUpInputSchema = z.strictObject({
  email,
  password: newPassword,
  name: fullName,
  callbackURL,
});

export const signInInputSchema = z.strictObject({
  email,
  password: anyPassword,
  callbackURL,
  rememberMe: z.boolean({ error: "rememberMe must be true or false" }).optional(),
});

export const verificationMailInputSchema = z.strictObject({ email, callbackURL });

/** Deleting one's account asks for the password again, whatever its length. */
export const deleteAccountInputSchema = z.strictObject({ password: anyPassword });

/**
 * Changing the password from the profile: the current one asked again (any length up to the
 * maximum), and a new one by the sign-up's rules. Whether the new one is among the most common
 * passwords is the server's check (the list stays there).
 */
export const changePasswordInputSchema = z.strictObject({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword,
});
