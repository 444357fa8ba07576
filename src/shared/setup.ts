import { z } from "zod";
import { FULL_NAME_MAX } from "./account";
import { email, newPassword } from "./account-input";
import { settingsInputSchema } from "./shop";
import { line } from "./text-input";
import { setupTexts } from "./texts/setup";

const text = setupTexts.setup;

/** The most a gallery's name may hold: a header's title. */
export const GALLERY_NAME_MAX = 80;

/** The most a setup token may be as sent (the server's are 43 characters). */
const TOKEN_MAX = 200;

/** The one-time token of the first run's setup link, as `/setup?token=…` and the API carry it. */
export const setupTokenSchema = z
  .string({ error: "The setup token is required" })
  .min(1, "The setup token is required")
  .max(TOKEN_MAX, "The setup token is not valid");

/**
 * `POST /api/setup`: the owner's account (the sign-up's rules for the e-mail and the
 * password; a name is required), the gallery's name, the business details as the owner's
 * settings take them, and whether the demo collection goes.
 */
export const setupInputSchema = z.strictObject({
  token: setupTokenSchema,
  name: line(text.name, FULL_NAME_MAX),
  email,
  password: newPassword,
  galleryName: line(text.galleryName, GALLERY_NAME_MAX),
  businessName: settingsInputSchema.shape.businessName,
  address: settingsInputSchema.shape.address,
  contactEmail: email,
  removeDemo: z.boolean({ error: "Say whether to remove the demo collection" }),
});

export type SetupInput = z.output<typeof setupInputSchema>;

/** The form's fields, in its order: where each field's error is shown. */
export const SETUP_FIELDS = [
  "name",
  "email",
  "password",
  "galleryName",
  "businessName",
  "address",
  "contactEmail",
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
