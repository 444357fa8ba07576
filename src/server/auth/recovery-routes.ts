import { Hono } from "hono";
import { clientIp } from "#server/http/rate-limit";
import { messages } from "#shared/messages";
import { passwordResetRequestSchema, passwordResetSchema } from "#shared/password-reset-input";
import { routes } from "#shared/routes";
import {
  type AuthRouteDeps,
  forward,
  readBody,
  refuseCommonPassword,
  tooMany,
  waitUntil,
} from "./edge";

/**
 * Asking for a reset link does not tell whether an address has an account (nor whether its
 * own limit was reached): always this body, and never sooner than this after it was read
 * (decision 035).
 */
const RESET_REQUESTED = { status: true } as const;
const RESET_REQUEST_MIN_MS = 250;

/** A forgotten password: a link asked for, followed, and a new password chosen. */
export function recoveryRoutes({ auth, throttles }: Pick<AuthRouteDeps, "auth" | "throttles">) {
  return (
    new Hono()
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
  );
}
