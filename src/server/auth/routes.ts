import { Hono } from "hono";
import { messages } from "#shared/messages";
import type { AuthRouteDeps } from "./edge";
import { passkeyRoutes } from "./passkey-routes";
import { recoveryRoutes } from "./recovery-routes";
import { sessionRoutes } from "./session-routes";
import { signInRoutes } from "./sign-in-routes";

export type { AuthRouteDeps } from "./edge";

/** The better-auth endpoints Atelier uses; every other one (update-user, …) answers 404. */
const PASSED_THROUGH = ["/get-session", "/verify-email", "/error"];

/**
 * `/api/auth`: each flow's routes (sign-in and sign-up, recovery, the session's password,
 * passkeys), every one a check in front of better-auth; the few better-auth endpoints used as
 * they are; every other one 404.
 */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth } = deps;
  return new Hono()
    .route("/", signInRoutes(deps))
    .route("/", recoveryRoutes(deps))
    .route("/", sessionRoutes(deps))
    .route("/", passkeyRoutes(deps))
    .get("/*", (c) => {
      const path = c.req.path.replace(/^\/api\/auth/, "");
      if (!PASSED_THROUGH.includes(path)) return c.json({ error: messages.api.notFound }, 404);
      return auth.handler(c.req.raw);
    })
    .all("/*", (c) => c.json({ error: messages.api.notFound }, 404));
}
