import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Incidents } from "./incidents";

/** Owners only: `GET /` the incidents open now, oldest first, for the admin's banner. */
export function incidentRoutes(incidents: Incidents) {
  return new Hono<AuthEnv>().use(requireOwner).get("/", async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ incidents: await incidents.open() });
  });
}
