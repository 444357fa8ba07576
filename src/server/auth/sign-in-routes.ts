import { Hono } from "hono";
import { clientIp } from "#server/http/rate-limit";
import {
  signInInputSchema,
  signUpInputSchema,
  verificationMailInputSchema,
} from "#shared/account-input";
import { messages } from "#shared/messages";
import { accountExists } from "./accounts";
import {
  type AuthRouteDeps,
  forward,
  readBody,
  refuseCommonPassword,
  signInUrlOf,
  tooMany,
  waitUntil,
} from "./edge";
import { alreadyRegisteredMail } from "./mails";
import { hashPassword } from "./password";
import { reservePasswordAttempt } from "./throttles";

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

/** Signing in with a password, signing up, the confirmation mail again, and signing out. */
export function signInRoutes({ db, auth, throttles, outbox, config }: AuthRouteDeps) {
  const signInUrl = signInUrlOf(config);
  return new Hono()
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
    .post("/sign-out", (c) => auth.handler(c.req.raw));
}
