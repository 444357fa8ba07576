import { type Context, Hono } from "hono";
import type { Db } from "#server/db/client";
import { clientIp, createRateLimiter, type RateLimitResult } from "#server/http/rate-limit";
import { messages } from "#shared/messages";
import type { Auth } from "./auth";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Throttles in front of better-auth (issue 3), counted in the database so every process
 * shares them. Failed sign-ins count per client IP and per account: an account takes at most
 * 10 failures in 15 minutes (40 an hour, within the 100). Successful sign-ins are not
 * counted. Sign-ups and verification mails are limited per IP, and mails per address too.
 */
export function createAuthThrottles(db: Db) {
  return {
    failedSignInsByIp: createRateLimiter(db, {
      name: "signin-ip",
      limit: 50,
      windowMs: 15 * MINUTE,
    }),
    failedSignInsByAccount: createRateLimiter(db, {
      name: "signin-account",
      limit: 10,
      windowMs: 15 * MINUTE,
    }),
    signUpsByIp: createRateLimiter(db, { name: "signup-ip", limit: 30, windowMs: HOUR }),
    verificationMailsByIp: createRateLimiter(db, {
      name: "verify-mail-ip",
      limit: 10,
      windowMs: HOUR,
    }),
    verificationMailsByAddress: createRateLimiter(db, {
      name: "verify-mail-address",
      limit: 3,
      windowMs: HOUR,
    }),
  };
}

type Throttles = ReturnType<typeof createAuthThrottles>;

function tooMany(c: Context, result: RateLimitResult, message: string) {
  c.header("Retry-After", String(result.retryAfterSeconds));
  return c.json({ error: message, message }, 429);
}

/** The e-mail address a JSON request body names, lower-cased, or undefined. */
async function emailIn(request: Request): Promise<string | undefined> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : undefined;
}

export function authRoutes(auth: Auth, throttles: Throttles) {
  return new Hono()
    .post("/sign-in/email", async (c) => {
      const ip = clientIp(c);
      const email = await emailIn(c.req.raw);
      const byIp = await throttles.failedSignInsByIp.isBlocked(ip);
      if (!byIp.allowed) return tooMany(c, byIp, messages.api.tooManySignIns);
      if (email) {
        const byAccount = await throttles.failedSignInsByAccount.isBlocked(email);
        if (!byAccount.allowed) return tooMany(c, byAccount, messages.api.tooManyAccountSignIns);
      }
      const response = await auth.handler(c.req.raw);
      if (response.status === 401 || response.status === 403) {
        await throttles.failedSignInsByIp.hit(ip);
        if (email) await throttles.failedSignInsByAccount.hit(email);
      }
      return response;
    })
    .post("/sign-up/email", async (c) => {
      const result = await throttles.signUpsByIp.hit(clientIp(c));
      if (!result.allowed) return tooMany(c, result, messages.api.tooManySignUps);
      return auth.handler(c.req.raw);
    })
    .post("/send-verification-email", async (c) => {
      const byIp = await throttles.verificationMailsByIp.hit(clientIp(c));
      if (!byIp.allowed) return tooMany(c, byIp, messages.api.tooManyVerificationMails);
      const email = await emailIn(c.req.raw);
      if (email) {
        const byAddress = await throttles.verificationMailsByAddress.hit(email);
        if (!byAddress.allowed) {
          return tooMany(c, byAddress, messages.api.tooManyVerificationMails);
        }
      }
      return auth.handler(c.req.raw);
    })
    .on(["GET", "POST"], "/*", (c) => auth.handler(c.req.raw));
}
