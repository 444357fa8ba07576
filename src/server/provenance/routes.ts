import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { csvHeaders } from "#server/lib/csv";
import { shopDay } from "#shared/dates";
import { provenanceCsv, provenanceRegister } from "./service";

/**
 * Owners only: `GET /` the provenance register, `GET /collectors.csv` the same as a CSV
 * download named by the day.
 */
export function provenanceRoutes(deps: { db: Db; clock: () => Date }) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ entries: await provenanceRegister(deps.db) }))
    .get("/collectors.csv", async (c) => {
      const csv = provenanceCsv(await provenanceRegister(deps.db));
      return c.body(csv, 200, csvHeaders(`atelier-collectors-${shopDay(deps.clock())}.csv`));
    });
}
