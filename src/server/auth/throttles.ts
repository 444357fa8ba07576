import type { Db } from "#server/db/client";
import { createRateLimiter } from "#server/http/rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Throttles in front of better-auth, counted in the database so every
 * process shares them. A sign-in attempt is reserved before its password is checked — one
 * atomic upsert per counter — so parallel guesses cannot slip past a limit, and a successful
 * sign-in gives its reservation back. Failures count per client address (50 in 15 minutes
 * across accounts), per account and address (10 in 15 minutes, so a stranger elsewhere cannot
 * lock the owner out), and per account from everywhere (100 an hour, OWASP ASVS, so a botnet
 * gets no more guesses than that).
 */
export function createAuthThrottles(db: Db) {
  return {
    signInsByIp: createRateLimiter(db, { name: "signin-ip", limit: 50, windowMs: 15 * MINUTE }),
    signInsByAccountAndIp: createRateLimiter(db, {
      name: "signin-account-ip",
      limit: 10,
      windowMs: 15 * MINUTE,
    }),
    signInsByAccount: createRateLimiter(db, { name: "signin-account", limit: 100, windowMs: HOUR }),
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

export type AuthThrottles = ReturnType<typeof createAuthThrottles>;
