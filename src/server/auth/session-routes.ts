import { Hono } from "hono";
import { clientIp } from "#server/http/rate-limit";
import { changePasswordInputSchema } from "#shared/account-input";
import { messages } from "#shared/messages";
import {
  type AuthRouteDeps,
  fieldRefusal,
  forward,
  readBody,
  refuseCommonPassword,
  signInUrlOf,
} from "./edge";
import { passwordChangedMail } from "./password-mails";
import { reservePasswordAttempt } from "./throttles";

/** The signed-in shopper's password, changed: every other session ends with the old one. */
export function sessionRoutes({ db, auth, throttles, outbox, config }: AuthRouteDeps) {
  const signInUrl = signInUrlOf(config);
  return (
    new Hono()
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
  );
}
