import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner, requireUser } from "#server/auth/guards";
import { validate } from "#server/http/validate";
import { messages } from "#shared/messages";
import { replySchema, reviewInputSchema } from "#shared/reviews";
import type { Reviews } from "./service";

const orderParam = z.object({ id: z.uuid({ error: "Order id must be a valid UUID" }) });
const reviewParam = z.object({ id: z.uuid({ error: "Review id must be a valid UUID" }) });

const REFUSALS = {
  "not-found": [404, messages.api.orderNotFound],
  "not-sent": [409, messages.api.reviewNotSent],
  already: [409, messages.api.reviewedAlready],
} as const;

type Deps = { reviews: Reviews; clock: () => Date };

/**
 * Reviews over HTTP: the buyer's review of an order (under /orders), the published ones for
 * anyone (/reviews), and the owner's moderation (/admin/reviews).
 */
export function reviewRoutes({ reviews, clock }: Deps) {
  const buyer = new Hono<AuthEnv>()
    .use(requireUser)
    .get("/reviewed", async (c) => c.json({ orderIds: await reviews.reviewedBy(c.var.user.id) }))
    .post(
      "/:id/review",
      validate("param", orderParam),
      validate("json", reviewInputSchema),
      async (c) => {
        const result = await reviews.submit(
          c.var.user.id,
          c.req.valid("param").id,
          c.req.valid("json"),
          clock(),
        );
        if (result.ok) return c.json({ status: result.status }, 201);
        const [status, error] = REFUSALS[result.reason];
        return c.json({ error }, status);
      },
    );

  const published = new Hono().get("/", async (c) => c.json(await reviews.published()));

  const notFound = { error: messages.api.reviewNotFound };
  const owner = new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json({ reviews: await reviews.all() }))
    .post("/:id/publish", validate("param", reviewParam), async (c) => {
      const review = await reviews.publish(c.req.valid("param").id, clock());
      return review ? c.json({ review }) : c.json(notFound, 404);
    })
    .post("/:id/hide", validate("param", reviewParam), async (c) => {
      const review = await reviews.hide(c.req.valid("param").id);
      return review ? c.json({ review }) : c.json(notFound, 404);
    })
    .post(
      "/:id/reply",
      validate("param", reviewParam),
      validate("json", replySchema),
      async (c) => {
        const review = await reviews.reply(
          c.req.valid("param").id,
          c.req.valid("json").text,
          clock(),
        );
        return review ? c.json({ review }) : c.json(notFound, 404);
      },
    );

  return { buyer, published, owner };
}
