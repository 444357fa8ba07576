import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireUser, type SignedInEnv } from "#server/auth/guards";
import type { RequestAudience } from "#server/catalogue/visibility";
import { validate } from "#server/http/validate";
import { artworkIdSchema } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { ArtworkSet } from "./service";

const artworkParam = z.object({ artworkId: artworkIdSchema });

/**
 * GET / (the shopper's artworks, newest addition first), PUT /:artworkId, DELETE /:artworkId
 * — all for the signed-in shopper only (401 otherwise).
 */
export function artworkSetRoutes(
  set: ArtworkSet,
  clock: () => Date,
  /** What the shopper may see of works not yet public (followers in an early look). */
  audienceFor?: (c: Context) => RequestAudience,
) {
  // Every route here sits behind requireUser, so `c.var.user` is never null.
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      return c.json({ items: await set.list(c.var.user.id, clock(), audienceFor?.(c)) });
    })
    .put("/:artworkId", validate("param", artworkParam), async (c) => {
      const { artworkId } = c.req.valid("param");
      if (!(await set.add(c.var.user.id, artworkId, clock(), audienceFor?.(c)))) {
        return c.json({ error: messages.api.artworkNotFound }, 404);
      }
      return c.json({ artworkId, added: true as const });
    })
    .delete("/:artworkId", validate("param", artworkParam), async (c) => {
      const { artworkId } = c.req.valid("param");
      await set.remove(c.var.user.id, artworkId);
      return c.json({ artworkId, removed: true as const });
    });
}
