import type { Db } from "#server/db/client";
import { createRateLimiter } from "#server/http/rate-limit";
import { messages } from "#shared/messages";

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
    // A forgotten password (decision 035): links asked per client and per address (over the
    // address's limit the answer stays the same, no mail goes), new passwords tried per client.
    passwordResetsByIp: createRateLimiter(db, { name: "reset-ip", limit: 10, windowMs: HOUR }),
    passwordResetsByAddress: createRateLimiter(db, {
      name: "reset-address",
      limit: 3,
      windowMs: HOUR,
    }),
    passwordResetAttemptsByIp: createRateLimiter(db, {
      name: "reset-attempt-ip",
      limit: 30,
      windowMs: HOUR,
    }),
    // Passkey sign-ins: every challenge asked and every answer checked counts, per client
    // address (a sign-in is two requests, so 15 sign-ins in 15 minutes).
    passkeySignInsByIp: createRateLimiter(db, {
      name: "passkey-ip",
      limit: 30,
      windowMs: 15 * MINUTE,
    }),
  };
}

export type AuthThrottles = ReturnType<typeof createAuthThrottles>;

/**
 * Reserves one password attempt for `email` from `ip` on every sign-in counter, in order: a
 * sign-in, or a signed-in shopper's password asked again (deleting the account), so neither
 * gives a guesser more tries than the other. On a refusal it gives back what it took and says
 * which limit refused, with when to retry. Returns how to give the whole reservation back (a
 * right password).
 */
export async function reservePasswordAttempt(throttles: AuthThrottles, ip: string, email: string) {
  const counters = [
    { limiter: throttles.signInsByIp, key: ip, message: messages.api.tooManySignIns },
    {
      limiter: throttles.signInsByAccountAndIp,
      key: `${email}|${ip}`,
      message: messages.api.tooManyAccountSignIns,
    },
    {
      limiter: throttles.signInsByAccount,
      key: email,
      message: messages.api.tooManyAccountSignIns,
    },
  ];
  const taken: typeof counters = [];
  const release = () => Promise.all(taken.map(({ limiter, key }) => limiter.release(key)));
  for (const counter of counters) {
    const result = await counter.limiter.hit(counter.key);
    if (!result.allowed) {
      // This attempt is refused before any password is checked: only what it took is returned.
      await counter.limiter.release(counter.key);
      await release();
      return { refused: { result, message: counter.message }, release } as const;
    }
    taken.push(counter);
  }
  return { refused: undefined, release } as const;
}
