import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { ShopReadiness } from "./service";

/**
 * Owners only: `GET /` whether the shop is ready to open, checked afresh each time (the mail
 * server and the image store are asked), so never kept by a cache.
 */
export function readinessRoutes(readiness: ShopReadiness) {
  return new Hono<AuthEnv>().use(requireOwner).get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await readiness.check());
  });
}
