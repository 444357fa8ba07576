import { Hono } from "hono";
import { z } from "zod";
import { requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { artworkIdSchema, PAGE_SIZE, PAGE_SIZE_MAX } from "#shared/artwork";
import { artworkInputSchema } from "#shared/artwork-input";
import { catalogueFilterSchema } from "#shared/catalogue-query";
import { messages } from "#shared/messages";
import {
  createArtwork,
  decodeCursor,
  deleteArtwork,
  getArtwork,
  listArtworks,
  setSoldElsewhere,
  updateArtwork,
} from "./service";

const listQuerySchema = catalogueFilterSchema.extend({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int({ error: "Limit must be a whole number" })
    .min(1, { error: `Limit must be between 1 and ${PAGE_SIZE_MAX}` })
    .max(PAGE_SIZE_MAX, { error: `Limit must be between 1 and ${PAGE_SIZE_MAX}` })
    .default(PAGE_SIZE),
  cursor: z
    .string()
    .max(200, { error: "Cursor is not valid" })
    .transform((value, ctx) => {
      const cursor = decodeCursor(value);
      if (!cursor) ctx.addIssue({ code: "custom", message: "Cursor is not valid" });
      return cursor ?? z.NEVER;
    })
    .optional(),
});

const idParam = z.object({ id: artworkIdSchema });

const soldElsewhereSchema = z.strictObject({
  availability: z.enum(["sold", "available"], {
    error: "availability must be sold or available",
  }),
});

export function catalogueRoutes({ db, clock }: { db: Db; clock: () => Date }) {
  return (
    new Hono()
      .get("/", validate("query", listQuerySchema), async (c) => {
        const { limit, cursor, ...filters } = c.req.valid("query");
        return c.json(await listArtworks(db, filters, { limit, cursor }, clock()));
      })
      .get("/:id", validate("param", idParam), async (c) => {
        const artwork = await getArtwork(db, c.req.valid("param").id, clock());
        if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
        return c.json(artwork);
      })
      // DESIGN §4: only owners change the catalogue; the guard answers 401/403 first.
      .post("/", requireOwner, validate("json", artworkInputSchema), async (c) =>
        c.json(await createArtwork(db, c.req.valid("json")), 201),
      )
      .put(
        "/:id",
        requireOwner,
        validate("param", idParam),
        validate("json", artworkInputSchema),
        async (c) => {
          const artwork = await updateArtwork(
            db,
            c.req.valid("param").id,
            c.req.valid("json"),
            clock(),
          );
          if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
          return c.json(artwork);
        },
      )
      .delete("/:id", requireOwner, validate("param", idParam), async (c) => {
        const id = c.req.valid("param").id;
        const change = await deleteArtwork(db, id, clock());
        if (change === "missing") return c.json({ error: messages.api.artworkNotFound }, 404);
        if (change === "held") return c.json({ error: messages.api.artworkInOpenOrder }, 409);
        return c.json({ id, deleted: true as const });
      })
      // DESIGN §8: the owner marks a work sold elsewhere, or available again.
      .put(
        "/:id/availability",
        requireOwner,
        validate("param", idParam),
        validate("json", soldElsewhereSchema),
        async (c) => {
          const sold = c.req.valid("json").availability === "sold";
          const result = await setSoldElsewhere(db, c.req.valid("param").id, sold, clock());
          if (result.change === "missing") {
            return c.json({ error: messages.api.artworkNotFound }, 404);
          }
          if (result.change === "held" || !result.artwork) {
            return c.json({ error: messages.api.artworkHeldByOrder }, 409);
          }
          return c.json(result.artwork);
        },
      )
  );
}
