import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { log } from "#server/lib/logger";
import { removeDemoCollection } from "./demo-removal";
import { removeDemoImages } from "./seed";

/**
 * Owners only: `POST /remove` removes the demo collection at any time, in one transaction,
 * keeping each demo work something still refers to, and answers
 * `{ removed, kept: [{ id, title, reason }] }`. The images no painting shows any more are
 * deleted once it is committed.
 */
export function demoRoutes(deps: {
  db: Db;
  images: ImageStore;
  adminEmails: string[];
  clock: () => Date;
}) {
  return new Hono<AuthEnv>().use(requireOwner).post("/remove", async (c) => {
    const { unusedImages, ...result } = await deps.db.transaction((tx) =>
      removeDemoCollection(tx, { now: deps.clock(), ownerEmails: deps.adminEmails }),
    );
    await removeDemoImages(deps.images, unusedImages).catch((error: Error) =>
      log.error({ err: error }, "Could not remove the demo collection's images"),
    );
    return c.json(result);
  });
}
