import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { clientIp, type RateLimitResult } from "#server/http/rate-limit";
import { describeIssues } from "#server/http/validate";
import type { MailOutbox } from "#server/mail/outbox";
import {
  changePasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
  verificationMailInputSchema,
} from "#shared/account-input";
import { messages } from "#shared/messages";
import {
  passkeyAuthenticationInputSchema,
  passkeyIdInputSchema,
  passkeyRegistrationInputSchema,
} from "#shared/passkey-input";
import { passwordResetRequestSchema, passwordResetSchema } from "#shared/password-reset-input";
import { routes } from "#shared/routes";
import { accountExists } from "./accounts";
import type { Auth } from "./auth";
import { isCommonPassword } from "./common-passwords";
import { alreadyRegisteredMail } from "./mails";
import { hashPassword } from "./password";
import { passwordChangedMail } from "./password-mails";
import { passkeys } from "./schema";
import { reservePasswordAttempt, type AuthThrottles as Throttles } from "./throttles";

function tooMany(c: Context, result: RateLimitResult, message: string) {
  c.header("Retry-After", String(result.retryAfterSeconds));
  return c.json({ error: message, message }, 429);
}

/**
 * The request body as the schema reads it, or the answer to send instead: 415 for anything
 * but JSON (so no other encoding can pass the throttles unseen), 400 with field reasons for
 * bad fields (`message` as better-auth's own errors carry it, for the auth page).
 */
async function readBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ data: z.output<T> } | { response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    const message = messages.api.jsonRequired;
    return { response: c.json({ error: message, message }, 415) };
  }
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body ?? null);
  if (!parsed.success) {
    const { fields } = describeIssues(parsed.error);
    const message = parsed.error.issues[0]?.message ?? messages.api.badJson;
    return { response: c.json({ error: message, message, fields }, 400) };
  }
  return { data: parsed.data };
}

/** A refusal said beside one field of the form (`message` too, as on every auth answer). */
const fieldRefusal = (field: string, reason: string) => ({
  error: reason,
  message: reason,
  fields: { [field]: reason },
});

/** A GET as better-auth should see it: without a query (its options there go unused). */
function withoutQuery(c: Context): Request {
  const url = new URL(c.req.raw.url);
  url.search = "";
  return new Request(url, { method: "GET", headers: c.req.raw.headers });
}

/** A refusal with its reason, as `error` and as better-auth's own `message`. */
function refuse(c: Context, status: 400 | 401 | 403 | 404, message: string) {
  return c.json({ error: message, message }, status);
}

type PasskeyRow = {
  id: string;
  name?: string | null;
  createdAt: string | null;
  deviceType: string;
  backedUp: boolean;
};

/** The request as better-auth should see it: the same URL and headers, the checked body. */
function forward(c: Context, body: unknown): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  return new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) });
}

/**
 * Sign-up must not tell whether an address is registered. Both answers are this one
 * body, and an existing address costs the same password hash a new account does.
 */
const SIGN_UP_ACCEPTED = { status: true } as const;

/**
 * What remains between the two (a new account's database rows) is hidden under a floor: no
 * sign-up is answered sooner than this after its address was read.
 */
const SIGN_UP_MIN_MS = 250;

const waitUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

/**
 * A new password among the most common ones, refused beside its field (`field`: the body's
 * name for it) with the reason sign-up, reset and change-password share.
 */
function refuseCommonPassword(c: Context, field: string, password: string) {
  if (!isCommonPassword(password)) return undefined;
  const message = messages.passwordReset.commonPassword;
  return c.json({ error: message, message, fields: { [field]: message } }, 400);
}

/**
 * Asking for a reset link does not tell whether an address has an account (nor whether its
 * own limit was reached): always this body, and never sooner than this after it was read
 * (decision 035).
 */
const RESET_REQUESTED = { status: true } as const;
const RESET_REQUEST_MIN_MS = 250;

/** The better-auth endpoints Atelier uses; every other one (update-user, …) answers 404. */
const PASSED_THROUGH = ["/get-session", "/verify-email", "/error"];

export type AuthRouteDeps = {
  db: Db;
  auth: Auth;
  throttles: Throttles;
  outbox: MailOutbox;
  config: Pick<Config, "galleryName" | "publicUrl">;
};

export function authRoutes({ db, auth, throttles, outbox, config }: AuthRouteDeps) {
  const signInUrl = new URL(routes.auth.path, config.publicUrl).toString();
  return (
    new Hono()
      .post("/sign-in/email", async (c) => {
        const body = await readBody(c, signInInputSchema);
        if ("response" in body) return body.response;
        const email = body.data.email.toLowerCase();
        const reservation = await reservePasswordAttempt(throttles, clientIp(c), email);
        if (reservation.refused) {
          return tooMany(c, reservation.refused.result, reservation.refused.message);
        }
        const response = await auth.handler(forward(c, { ...body.data, email }));
        if (response.ok) await reservation.release();
        return response;
      })
      .post("/sign-up/email", async (c) => {
        const limit = await throttles.signUpsByIp.hit(clientIp(c));
        if (!limit.allowed) return tooMany(c, limit, messages.api.tooManySignUps);
        const body = await readBody(c, signUpInputSchema);
        if ("response" in body) return body.response;
        const common = refuseCommonPassword(c, "password", body.data.password);
        if (common) return common;
        const email = body.data.email.toLowerCase();
        const answered = waitUntil(performance.now() + SIGN_UP_MIN_MS);
        if (await accountExists(db, email)) {
          // The same work a new account costs: a password hash, a counter, a mail's row in the
          // outbox (sent later by the delivery, on either path alike: decision 013).
          await hashPassword(body.data.password);
          const mails = await throttles.verificationMailsByAddress.hit(email);
          if (mails.allowed) {
            await outbox.enqueue(db, alreadyRegisteredMail(config.galleryName, email, signInUrl));
          }
          await answered;
          return c.json(SIGN_UP_ACCEPTED);
        }
        const response = await auth.handler(forward(c, { ...body.data, email }));
        await answered;
        // A second sign-up racing this one gets better-auth's own "exists" answer: the same here.
        return response.ok ? c.json(SIGN_UP_ACCEPTED) : response;
      })
      .post("/send-verification-email", async (c) => {
        const byIp = await throttles.verificationMailsByIp.hit(clientIp(c));
        if (!byIp.allowed) return tooMany(c, byIp, messages.api.tooManyVerificationMails);
        const body = await readBody(c, verificationMailInputSchema);
        if ("response" in body) return body.response;
        const email = body.data.email.toLowerCase();
        const byAddress = await throttles.verificationMailsByAddress.hit(email);
        if (!byAddress.allowed) return tooMany(c, byAddress, messages.api.tooManyVerificationMails);
        return auth.handler(forward(c, { ...body.data, email }));
      })
      // A forgotten password (decision 035): ask for a link, follow it, choose a new password.
      .post("/request-password-reset", async (c) => {
        const byIp = await throttles.passwordResetsByIp.hit(clientIp(c));
        if (!byIp.allowed) return tooMany(c, byIp, messages.passwordReset.tooManyRequests);
        const body = await readBody(c, passwordResetRequestSchema);
        if ("response" in body) return body.response;
        const email = body.data.email.toLowerCase();
        const answered = waitUntil(performance.now() + RESET_REQUEST_MIN_MS);
        const byAddress = await throttles.passwordResetsByAddress.hit(email);
        if (byAddress.allowed) {
          const redirectTo = body.data.redirectTo ?? routes.resetPassword.path;
          const response = await auth.handler(forward(c, { email, redirectTo }));
          // better-auth answers any address alike; anything else is ours to see, not the visitor's.
          if (!response.ok) throw new Error(`request-password-reset answered ${response.status}`);
        }
        await answered;
        return c.json(RESET_REQUESTED);
      })
      .get("/reset-password/:token", (c) => auth.handler(c.req.raw))
      .post("/reset-password", async (c) => {
        const byIp = await throttles.passwordResetAttemptsByIp.hit(clientIp(c));
        if (!byIp.allowed) return tooMany(c, byIp, messages.passwordReset.tooManyAttempts);
        const body = await readBody(c, passwordResetSchema);
        if ("response" in body) return body.response;
        const common = refuseCommonPassword(c, "newPassword", body.data.newPassword);
        if (common) return common;
        const response = await auth.handler(forward(c, body.data));
        if (response.status === 400) {
          // An unknown, expired or used token (better-auth's INVALID_TOKEN), said plainly.
          const message = messages.passwordReset.invalidToken;
          return c.json({ error: message, message, code: "INVALID_TOKEN" }, 400);
        }
        return response;
      })
      .post("/sign-out", (c) => auth.handler(c.req.raw))
      // Changing the password from the profile (decision 036). The current password is one
      // more password attempt (the sign-in's counters), and every other session ends.
      .post("/change-password", async (c) => {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!session) return c.json({ error: messages.api.signInRequired }, 401);
        const body = await readBody(c, changePasswordInputSchema);
        if ("response" in body) return body.response;
        const common = refuseCommonPassword(c, "newPassword", body.data.newPassword);
        if (common) return common;
        const email = session.user.email.toLowerCase();
        const reservation = await reservePasswordAttempt(throttles, clientIp(c), email);
        if (reservation.refused) {
          c.header("Retry-After", String(reservation.refused.result.retryAfterSeconds));
          return c.json(fieldRefusal("currentPassword", reservation.refused.message), 429);
        }
        const response = await auth.handler(
          forward(c, { ...body.data, revokeOtherSessions: true }),
        );
        if (!response.ok) {
          const answer = (await response.json().catch(() => null)) as { code?: string } | null;
          if (answer?.code === "INVALID_PASSWORD") {
            const reason = messages.security.wrongCurrentPassword;
            return c.json(fieldRefusal("currentPassword", reason), 400);
          }
          await reservation.release();
          if (answer?.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
            return c.json({ error: messages.security.noPassword }, 400);
          }
          if (response.status === 401) return c.json({ error: messages.api.signInRequired }, 401);
          return c.json({ error: messages.security.changeFailed }, 500);
        }
        await reservation.release();
        await outbox.enqueue(db, passwordChangedMail(config.galleryName, email, signInUrl));
        // better-auth replaced this browser's session with a new one (every older one is
        // deleted): its cookie goes to the browser, its token never in a body.
        const answer = c.json({ changed: true as const });
        for (const cookie of response.headers.getSetCookie()) {
          answer.headers.append("Set-Cookie", cookie);
        }
        return answer;
      })
      // Passkeys (decision 037). Adding one needs a session (better-auth answers 401 without);
      // the two steps of a passkey sign-in are throttled per client address.
      .get("/passkey/generate-register-options", async (c) => {
        const response = await auth.handler(withoutQuery(c));
        // better-auth asks for a session under a day old before a passkey is added.
        if (response.status === 403) return refuse(c, 403, messages.passkeys.signInAgain);
        return response;
      })
      .post("/passkey/verify-registration", async (c) => {
        const body = await readBody(c, passkeyRegistrationInputSchema);
        if ("response" in body) return body.response;
        const response = await auth.handler(forward(c, body.data));
        if (response.status === 403) return refuse(c, 403, messages.passkeys.signInAgain);
        // A forged or mangled answer fails better-auth's check as a 500: it is the client's fault.
        if (response.status >= 500) return refuse(c, 400, messages.passkeys.notVerified);
        return response;
      })
      .get("/passkey/generate-authenticate-options", async (c) => {
        const limit = await throttles.passkeySignInsByIp.hit(clientIp(c));
        if (!limit.allowed) return tooMany(c, limit, messages.passkeys.tooMany);
        return auth.handler(withoutQuery(c));
      })
      .post("/passkey/verify-authentication", async (c) => {
        const limit = await throttles.passkeySignInsByIp.hit(clientIp(c));
        if (!limit.allowed) return tooMany(c, limit, messages.passkeys.tooMany);
        const body = await readBody(c, passkeyAuthenticationInputSchema);
        if ("response" in body) return body.response;
        const response = await auth.handler(forward(c, body.data));
        if (response.status >= 500) return refuse(c, 400, messages.passkeys.notVerified);
        return response;
      })
      .get("/passkey/list-user-passkeys", async (c) => {
        const response = await auth.handler(withoutQuery(c));
        if (!response.ok) return response;
        // Only what the profile shows: no public key, counter or credential id.
        const rows = (await response.json()) as PasskeyRow[];
        return c.json(
          rows
            .map(({ id, name, createdAt, deviceType, backedUp }) => ({
              id,
              name: name ?? null,
              createdAt,
              deviceType,
              backedUp,
            }))
            .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt))),
        );
      })
      .post("/passkey/delete-passkey", async (c) => {
        const body = await readBody(c, passkeyIdInputSchema);
        if ("response" in body) return body.response;
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!session) return refuse(c, 401, messages.api.signInRequired);
        // Another account's passkey is as unknown as one that never was: 404, nothing deleted.
        const [own] = await db
          .select({ id: passkeys.id })
          .from(passkeys)
          .where(and(eq(passkeys.id, body.data.id), eq(passkeys.userId, session.user.id)));
        if (!own) return refuse(c, 404, messages.passkeys.notFound);
        return auth.handler(forward(c, body.data));
      })
      .get("/*", (c) => {
        const path = c.req.path.replace(/^\/api\/auth/, "");
        if (!PASSED_THROUGH.includes(path)) return c.json({ error: messages.api.notFound }, 404);
        return auth.handler(c.req.raw);
      })
      .all("/*", (c) => c.json({ error: messages.api.notFound }, 404))
  );
}
