import { type Context, Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import type { Answer } from "#server/answers/answer";
import type { CatalogueAnswers } from "#server/answers/cache";
import { requestTarget, sendAnswer } from "#server/answers/send";
import { requireOwner } from "#server/auth/guards";
import type { Db, Queryable } from "#server/db/client";
import { validate } from "#server/http/validate";
import {
  type Artwork,
  type ArtworkPage,
  artworkIdSchema,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
} from "#shared/artwork";
import { artworkInputSchema } from "#shared/artwork-input";
import { catalogueFilterSchema } from "#shared/catalogue-query";
import { messages } from "#shared/messages";
import { soldElsewhereSchema } from "#shared/provenance";
import {
  createArtwork,
  decodeCursor,
  deleteArtwork,
  getArtwork,
  keptTotal,
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

/** A cached answer (JSON) as sendAnswer sends it, typed as c.json's for the RPC client. */
function send<T>(c: Context, answer: Answer) {
  // The body is `T` as JSON, serialized once when the answer was computed.
  return sendAnswer(c, answer) as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}

export function catalogueRoutes({
  db,
  clock,
  answers,
  added,
}: {
  db: Db;
  clock: () => Date;
  /** Decision 010: the app's one cache of catalogue answers. */
  answers: CatalogueAnswers;
  /** What a work the owner adds sets in motion, in the transaction that adds it. */
  added?: (tx: Queryable, artwork: Artwork) => Promise<void>;
}) {
  return (
    new Hono()
      .get("/", validate("query", listQuerySchema), async (c) => {
        const { limit, cursor, ...filters } = c.req.valid("query");
        const answer = await answers.list(
          { filters, limit, cursor },
          ({ now, version }) =>
            listArtworks(db, filters, { limit, cursor }, now, keptTotal(answers, db, version)),
          requestTarget(c),
        );
        return send<ArtworkPage>(c, answer);
      })
      .get("/:id", validate("param", idParam), async (c) => {
        const id = c.req.valid("param").id;
        const answer = await answers.detail(
          id,
          ({ now }) => getArtwork(db, id, now),
          requestTarget(c),
        );
        if (!answer) return c.json({ error: messages.api.artworkNotFound }, 404);
        return send<Artwork>(c, answer);
      })
      // Only owners change the catalogue; the guard answers 401/403 first.
      .post("/", requireOwner, validate("json", artworkInputSchema), async (c) =>
        c.json(await createArtwork(db, c.req.valid("json"), added), 201),
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
      // The owner marks a work sold elsewhere, or available again.
      .put(
        "/:id/availability",
        requireOwner,
        validate("param", idParam),
        validate("json", soldElsewhereSchema),
        async (c) => {
          const { availability, buyerName, soldOn } = c.req.valid("json");
          const sale = { sold: availability === "sold", buyerName, soldOn };
          const result = await setSoldElsewhere(db, c.req.valid("param").id, sale, clock());
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
