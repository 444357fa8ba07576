import { type Context, Hono } from "hono";
import { z } from "zod";
import { artworkSetRoutes } from "#server/artwork-set/routes";
import { requireUser, type SignedInEnv } from "#server/auth/guards";
import type { RequestAudience } from "#server/catalogue/visibility";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { cartPrintSchema, editionIdSchema } from "#shared/editions";
import { messages } from "#shared/messages";
import { cartPrintsService } from "./prints";
import { cartService } from "./service";

const editionParam = z.object({ editionId: editionIdSchema });

/**
 * The shopper's cart: `GET /` lists its originals (`items`) and its prints (`prints`);
 * `PUT /:artworkId` adds an original and `DELETE` removes it; `PUT /prints/:editionId`
 * `{ quantity }` sets how many prints of an edition it holds and `DELETE` removes them.
 */
export const cartRoutes = (
  db: Db,
  clock: () => Date,
  audienceFor?: (c: Context) => RequestAudience,
) => {
  const originals = cartService(db);
  const prints = cartPrintsService(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const now = clock();
      const audience = audienceFor?.(c);
      const [items, printLines] = await Promise.all([
        originals.list(c.var.user.id, now, audience),
        prints.list(c.var.user.id, now, audience),
      ]);
      return c.json({ items, prints: printLines });
    })
    .put(
      "/prints/:editionId",
      validate("param", editionParam),
      validate("json", cartPrintSchema),
      async (c) => {
        const { editionId } = c.req.valid("param");
        const { quantity } = c.req.valid("json");
        const put = await prints.put(c.var.user.id, editionId, quantity, clock(), audienceFor?.(c));
        if (put.ok) return c.json({ editionId, quantity: put.quantity });
        if (put.reason === "missing") return c.json({ error: messages.editions.notFound }, 404);
        return c.json(
          { error: messages.editions.notEnough(put.available), available: put.available },
          409,
        );
      },
    )
    .delete("/prints/:editionId", validate("param", editionParam), async (c) => {
      const { editionId } = c.req.valid("param");
      await prints.remove(c.var.user.id, editionId);
      return c.json({ editionId, removed: true as const });
    })
    .route("/", artworkSetRoutes(originals, clock, audienceFor));
};
