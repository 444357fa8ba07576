import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { bulkInputSchema, featuredInputSchema } from "#shared/curation";
import { releaseState } from "#shared/release";
import { bulkChange, setFeatured, type WorkChanged } from "./curation";

type Deps = {
  db: Db;
  clock: () => Date;
  /** What a work changing sets in motion, in its transaction (a draft published is announced). */
  changed?: WorkChanged;
  /** Run once works with a release ahead are published: an early look opening now is sent. */
  scheduled?: (now: Date) => Promise<unknown>;
};

/** `PUT /api/admin/featured`: the hero's works, in order, set in one go (owners only). */
export function featuredRoutes({ db, clock }: Deps) {
  return new Hono<AuthEnv>().put(
    "/",
    requireOwner,
    validate("json", featuredInputSchema),
    async (c) => {
      const result = await setFeatured(db, c.req.valid("json").ids, clock());
      if ("refused" in result) {
        return c.json({ error: result.refused[0].reason, refused: result.refused }, 400);
      }
      return c.json(result);
    },
  );
}

/** `POST /api/admin/artworks/bulk`: the artworks table's actions on the works she selects. */
export function bulkRoutes({ db, clock, changed, scheduled }: Deps) {
  return new Hono<AuthEnv>().post(
    "/bulk",
    requireOwner,
    validate("json", bulkInputSchema),
    async (c) => {
      const { action, ids } = c.req.valid("json");
      const now = clock();
      const { works, ...result } = await bulkChange(db, action, ids, now, changed);
      if (
        action === "publish" &&
        scheduled &&
        works.some((work) => releaseState(work, now) === "scheduled")
      ) {
        await scheduled(now);
      }
      return c.json(result);
    },
  );
}
