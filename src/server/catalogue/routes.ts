import { Hono } from "hono";
import { z } from "zod";
import { artworkIdSchema, PAGE_SIZE, PAGE_SIZE_MAX } from "../../shared/artwork";
import { catalogueFilterSchema } from "../../shared/catalogue-query";
import { messages } from "../../shared/messages";
import type { Db } from "../db/client";
import { validate } from "../http/validate";
import { decodeCursor, getArtwork, listArtworks } from "./service";

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

export function catalogueRoutes(db: Db) {
  return new Hono()
    .get("/", validate("query", listQuerySchema), async (c) => {
      const { limit, cursor, ...filters } = c.req.valid("query");
      return c.json(await listArtworks(db, filters, { limit, cursor }));
    })
    .get("/:id", validate("param", z.object({ id: artworkIdSchema })), async (c) => {
      const artwork = await getArtwork(db, c.req.valid("param").id);
      if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
      return c.json(artwork);
    });
}
