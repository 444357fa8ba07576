import { z } from "zod";
import { email, newPassword } from "./account-input";
import { SINGLE_LINE } from "./text-input";

/**
 * Where the reset link leads: a path on this site ("/reset-password" unless told), never
 * another origin (better-auth checks origins too).
 */
const redirectTo = z
  .string({ error: "redirectTo must be text" })
  .max(200, "redirectTo is too long")
  .regex(/^\/(?![/\\])/, "redirectTo must be a path on this site")
  .regex(SINGLE_LINE, "redirectTo must not contain control characters")
  .optional();

/** `POST /api/auth/request-password-reset`. */
export const passwordResetRequestSchema = z.strictObject({ email, redirectTo });

/** `POST /api/auth/reset-password`: the link's token and a new password (the sign-up's rules). */
export const passwordResetSchema = z.strictObject({
  newPassword,
  token: z
    .string({ error: "The link's token is missing" })
    .min(1, "The link's token is missing")
    .max(200, "The link's token is too long")
    .regex(/^[A-Za-z0-9_-]+$/, "The link's token is not valid"),
});
