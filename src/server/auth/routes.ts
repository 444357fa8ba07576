import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { clientIp, type RateLimitResult } from "#server/http/rate-limit";
import { describeIssues } from "#server/http/validate";
import type { MailOutbox } from "#server/mail/outbox";
import {
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
import { routes } from "#shared/routes";
import { accountExists } from "./accounts";
import type { Auth } from "./auth";
import { alreadyRegisteredMail } from "./mails";
import { hashPassword } from "./password";
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

/** The request as better-auth should see it: the same URL and headers, the checked body. */
function forward(c: Context, body: unknown): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  return new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) });
}

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
      .post("/sign-out", (c) => auth.handler(c.req.raw))
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
