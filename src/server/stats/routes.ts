import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { shopStats } from "./service";
import type { ViewCounter } from "./views";

/** Owners only: `GET /` the Overview's figures, with this process's latest views counted in. */
export function statsRoutes(deps: { db: Db; clock: () => Date; views: ViewCounter }) {
  return new Hono<AuthEnv>().use(requireOwner).get("/", async (c) => {
    await deps.views.flush();
    return c.json(await shopStats(deps.db, deps.clock()));
  });
}
