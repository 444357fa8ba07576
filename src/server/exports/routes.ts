import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db, Queryable } from "#server/db/client";
import { validate } from "#server/http/validate";
import type { ImageStore } from "#server/images/image-store";
import { csvHeaders } from "#server/lib/csv";
import type { Artwork } from "#shared/artwork";
import { shopDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { applyImport, artworksCsv, ImportFileError, planImport, reportOf } from "./artworks";
import { editionsCsv } from "./editions";
import { ordersCsv } from "./orders";

/** Owners only: the orders, the artworks and their editions as CSV downloads named by the day. */
export function exportRoutes(deps: { db: Db; clock: () => Date }) {
  const named = (what: string) => `atelier-${what}-${shopDay(deps.clock())}.csv`;
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/orders.csv", async (c) =>
      c.body(await ordersCsv(deps.db), 200, csvHeaders(named("orders"))),
    )
    .get("/artworks.csv", async (c) =>
      c.body(await artworksCsv(deps.db, deps.clock()), 200, csvHeaders(named("artworks"))),
    )
    .get("/editions.csv", async (c) =>
      c.body(await editionsCsv(deps.db), 200, csvHeaders(named("editions"))),
    );
}

const importQuery = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "dryRun must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

/**
 * Owners only: `POST /artworks` with a CSV in the artworks export's columns. `?dryRun=true`
 * answers what would be created and updated, and every row's errors, changing nothing; without
 * it, a file with any error is refused (400, the same report) and one without is applied whole.
 */
export function importRoutes(deps: {
  db: Db;
  images: ImageStore;
  clock: () => Date;
  added: (tx: Queryable, artwork: Artwork) => Promise<void>;
}) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .post("/artworks", validate("query", importQuery), async (c) => {
      const { dryRun } = c.req.valid("query");
      const text = await c.req.text();
      // Text that is not UTF-8 decodes with replacement characters: say how to save it.
      if (text.includes("\uFFFD")) return c.json({ error: messages.api.importNotUtf8 }, 400);
      let plan: Awaited<ReturnType<typeof planImport>>;
      try {
        plan = await planImport(deps.db, deps.images, text);
      } catch (error) {
        if (error instanceof ImportFileError) return c.json({ error: error.message }, 400);
        throw error;
      }
      const report = reportOf(plan, dryRun);
      if (dryRun) return c.json(report);
      if (plan.errors.length)
        return c.json({ error: messages.api.importHasErrors, ...report }, 400);
      await applyImport(deps.db, plan, deps.clock(), deps.added);
      return c.json(report);
    });
}
