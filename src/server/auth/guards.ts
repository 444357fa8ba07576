import { getSessionCookie } from "better-auth/cookies";
import { createMiddleware } from "hono/factory";
import { messages } from "#shared/messages";
import type { Auth } from "./auth";

/** The signed-in user as better-auth's session (with customSession's shape) describes them. */
export type SessionUser = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>["user"];

export type AuthEnv = { Variables: { user: SessionUser | null } };
export type SignedInEnv = { Variables: { user: SessionUser } };

/**
 * Reads the session cookie once per request and puts the user (or null) in context. A request
 * without one (most catalogue reads: visitors, crawlers) is a visitor at once: better-auth is
 * asked only when there is a session to look up.
 */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!getSessionCookie(c.req.raw.headers)) {
      c.set("user", null);
      return next();
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", session?.user ?? null);
    await next();
  });
}

/** A guard that narrows the type — after it, `c.var.user` is never null. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.get("user")) return c.json({ error: messages.api.signInRequired }, 401);
  await next();
});

/** Only owners may change the catalogue — 401 signed out, 403 signed in. */
export const requireOwner = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) return c.json({ error: messages.api.signInRequired }, 401);
  if (!user.isOwner) return c.json({ error: messages.api.ownerRequired }, 403);
  await next();
});
