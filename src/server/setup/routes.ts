import { Hono } from "hono";
import { z } from "zod";
import type { Auth } from "#server/auth/auth";
import { isCommonPassword } from "#server/auth/common-passwords";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { createRateLimiter, rateLimit } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import type { ImageStore } from "#server/images/image-store";
import type { Logger } from "#server/lib/logger";
import type { GalleryName } from "#server/shop/gallery-name";
import { messages } from "#shared/messages";
import { setupInputSchema, setupTokenSchema } from "#shared/setup";
import { completeSetup, setupOpen } from "./service";

const HOUR = 60 * 60_000;

/**
 * How often a client may try: a setup hashes a password (argon2id) and the token is
 * unguessable, so a few tries an hour are all a real owner needs; the page's own check is
 * cheap, and asked once per visit.
 */
export const SETUP_RATE_LIMITS = {
  setups: { limit: 20, windowMs: HOUR },
  checks: { limit: 60, windowMs: HOUR },
};

type SetupDeps = {
  db: Db;
  config: Pick<Config, "adminEmails">;
  auth: Auth;
  images: ImageStore;
  logger: Logger;
  clock: () => Date;
  galleryName: GalleryName;
};

/**
 * The first run: `GET /api/setup?token=` says whether the link still opens the setup (204, or
 * 404), `POST /api/setup` makes the owner and signs them in (201). Any token but the current
 * one is 404, whether or not there is one; once the shop has an owner, 404 or 409.
 */
export function setupRoutes(deps: SetupDeps) {
  const { db, config, auth } = deps;
  const setups = createRateLimiter(db, { name: "setup", ...SETUP_RATE_LIMITS.setups });
  const checks = createRateLimiter(db, { name: "setup-check", ...SETUP_RATE_LIMITS.checks });
  const notFound = { error: messages.api.notFound };
  return new Hono()
    .get(
      "/",
      rateLimit(checks, messages.api.tooManyRequests),
      validate("query", z.object({ token: setupTokenSchema })),
      async (c) => {
        const open = await setupOpen(db, config.adminEmails, c.req.valid("query").token);
        return open ? c.body(null, 204) : c.json(notFound, 404);
      },
    )
    .post(
      "/",
      rateLimit(setups, messages.api.tooManyRequests),
      validate("json", setupInputSchema),
      async (c) => {
        const input = c.req.valid("json");
        // The owner's password follows sign-up's rules, the most common ones refused too.
        if (isCommonPassword(input.password)) {
          const reason = messages.passwordReset.commonPassword;
          return c.json({ error: `password: ${reason}`, fields: { password: reason } }, 400);
        }
        const result = await completeSetup(
          { ...deps, adminEmails: config.adminEmails },
          input,
          deps.clock(),
        );
        if (result.kind === "unknown-token") return c.json(notFound, 404);
        if (result.kind === "owned") return c.json({ error: messages.setup.ownerExists }, 409);
        if (result.kind === "email-taken") {
          const reason = messages.setup.emailTaken;
          return c.json({ error: `email: ${reason}`, fields: { email: reason } }, 409);
        }
        deps.galleryName.chosen(input.galleryName);
        // Signed in as the new owner, as a sign-in would: better-auth makes the session.
        try {
          const { headers } = await auth.api.signInEmail({
            body: { email: result.owner.email, password: input.password },
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
          for (const cookie of headers.getSetCookie())
            c.header("set-cookie", cookie, { append: true });
        } catch (error) {
          // The owner exists either way: they can sign in themselves.
          deps.logger.error({ err: error }, "Could not sign the new owner in after setup");
        }
        return c.json({ owner: result.owner, demoRemoved: result.demoRemoved }, 201);
      },
    );
}
