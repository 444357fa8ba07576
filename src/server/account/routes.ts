import { Hono } from "hono";
import type { Auth } from "#server/auth/auth";
import { endedSessionCookies } from "#server/auth/credentials";
import { type AuthEnv, requireUser } from "#server/auth/guards";
import { type AuthThrottles, reservePasswordAttempt } from "#server/auth/throttles";
import type { Db } from "#server/db/client";
import { clientIp } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import type { Logger } from "#server/lib/logger";
import { deleteAccountInputSchema, profileInputSchema } from "#shared/account-input";
import { shopDay } from "#shared/dates";
import { messages } from "#shared/messages";
import type { AccountData } from "./data";
import type { AccountErasure } from "./erasure";
import { type ProfilePhotos, photoRoutes } from "./photo";
import { updateProfileName } from "./service";
import type { AccountSessions } from "./sessions";

export type AccountRouteDeps = {
  db: Db;
  auth: Auth;
  account: {
    data: AccountData;
    erasure: AccountErasure;
    photos: ProfilePhotos;
    sessions: AccountSessions;
  };
  /** The sign-in counters: asking for the password again is one more attempt at it. */
  throttles: AuthThrottles;
  clock: () => Date;
  logger: Logger;
};

/** A refusal about the password, said beside the dialog's password field too. */
const passwordRefusal = (reason: string) => ({ error: reason, fields: { password: reason } });

/** The signed-in shopper's own account: the profile, a copy of their data, and deleting it. */
export function accountRoutes({ db, auth, account, throttles, clock, logger }: AccountRouteDeps) {
  return (
    new Hono<AuthEnv>()
      .route("/photo", photoRoutes(account.photos, logger))
      .patch("/profile", requireUser, validate("json", profileInputSchema), async (c) => {
        const { fullName } = c.req.valid("json");
        await updateProfileName(db, c.var.user.id, fullName);
        return c.json({ fullName });
      })
      .get("/export", requireUser, async (c) => {
        const data = await account.data.exportOf(c.var.user);
        if (!data) return c.json({ error: messages.api.signInRequired }, 401);
        return c.body(JSON.stringify(data, null, 2), 200, {
          "content-type": "application/json; charset=utf-8",
          "content-disposition": `attachment; filename="atelier-data-${shopDay(clock())}.json"`,
          "cache-control": "no-store",
        });
      })
      .delete("/", requireUser, validate("json", deleteAccountInputSchema), async (c) => {
        const user = c.var.user;
        const reservation = await reservePasswordAttempt(
          throttles,
          clientIp(c),
          user.email.toLowerCase(),
        );
        if (reservation.refused) {
          c.header("Retry-After", String(reservation.refused.result.retryAfterSeconds));
          return c.json(passwordRefusal(messages.api.tooManyPasswordAttempts), 429);
        }
        const result = await account.erasure.erase(user, c.req.valid("json").password);
        if (!result.ok && result.reason === "wrong-password") {
          return c.json(passwordRefusal(messages.api.wrongPassword), 403);
        }
        await reservation.release();
        if (!result.ok && result.reason === "last-owner") {
          return c.json({ error: messages.api.lastOwner }, 409);
        }
        if (!result.ok) return c.json({ error: messages.api.signInRequired }, 401);
        // The account's sessions went with it; the browser is told to forget its cookie too.
        for (const cookie of await endedSessionCookies(auth, c.req.raw.headers)) {
          c.header("Set-Cookie", cookie, { append: true });
        }
        return c.json({ deleted: true as const });
      })
      // docs/decisions/036: where the account is signed in, and ending those sessions.
      .get("/sessions", requireUser, async (c) => {
        const current = await account.sessions.currentToken(c);
        c.header("Cache-Control", "no-store");
        return c.json({ sessions: await account.sessions.list(c.var.user.id, current) });
      })
      .post("/sessions/sign-out-others", requireUser, async (c) => {
        const current = await account.sessions.currentToken(c);
        if (!current) return c.json({ error: messages.api.signInRequired }, 401);
        const ended = await account.sessions.endOthers(c.var.user.id, current);
        return c.json({ ended });
      })
      .delete("/sessions/:id", requireUser, async (c) => {
        // Another account's session, or none: the same 404, so ids of others cannot be probed.
        const ended = await account.sessions.end(c.var.user.id, c.req.param("id"));
        if (!ended) return c.json({ error: messages.security.sessionNotFound }, 404);
        return c.json({ ended: true as const });
      })
  );
}
