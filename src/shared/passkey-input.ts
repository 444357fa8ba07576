import { z } from "zod";

/** A passkey's name, as its owner gives it: optional, at most this long. */
export const PASSKEY_NAME_MAX = 50;

// WebAuthn's binary fields travel as base64url (the browser library's JSON); bounded, so no
// body can make the server parse megabytes.
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Must be base64url");

const credentialFields = {
  id: base64url(1_024),
  rawId: base64url(1_024),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

/** What `startRegistration` returns, as the server's check of a new passkey reads it. */
export const passkeyRegistrationInputSchema = z.object({
  response: z.object({
    ...credentialFields,
    response: z.looseObject({
      clientDataJSON: base64url(8_192),
      attestationObject: base64url(65_536),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
  name: z.string().trim().max(PASSKEY_NAME_MAX).optional(),
});

/** What `startAuthentication` returns: the signed challenge of a passkey sign-in. */
export const passkeyAuthenticationInputSchema = z.object({
  response: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(8_192),
      authenticatorData: base64url(8_192),
      signature: base64url(1_024),
      userHandle: base64url(1_024).optional(),
    }),
  }),
});

export const passkeyIdInputSchema = z.object({ id: z.string().min(1).max(200) });
