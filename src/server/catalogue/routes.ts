import { type Context, Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { z } from "zod";
import type { Answer } from "#server/answers/answer";
import type { CatalogueAnswers } from "#server/answers/cache";
import { askerOf, sendAnswer } from "#server/answers/send";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { RequestAudience } from "#server/catalogue/visibility";
import type { Db, Queryable } from "#server/db/client";
import { validate } from "#server/http/validate";
import {
  type Artwork,
  type ArtworkPage,
  artworkIdSchema,
  artworkRefSchema,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
} from "#shared/artwork";
import { artworkInputSchema } from "#shared/artwork-input";
import { catalogueFilterSchema } from "#shared/catalogue-query";
import { messages } from "#shared/messages";
import { soldElsewhereSchema } from "#shared/provenance";
import { releaseState } from "#shared/release";
import {
  countArtworks,
  createArtwork,
  decodeCursor,
  deleteArtwork,
  getArtwork,
  keptTotal,
  listArtworks,
  seriesExists,
  setSoldElsewhere,
  updateArtwork,
} from "./service";
import { OWNER_AUDIENCE, PUBLIC_AUDIENCE } from "./visibility";

const listQuerySchema = catalogueFilterSchema.extend({
  // The owners' table: every work, drafts and coming ones too (never cached: only owners ask).
  scope: z.enum(["all"], { error: "Scope must be all" }).optional(),
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
/** `GET /api/artworks/:id` also answers to the work's slug, as its address does. */
const refParam = z.object({ id: artworkRefSchema });

/** A 400 as validation words it: the series named is none there is. */
const unknownSeries = {
  error: `seriesId: ${messages.series.unknownSeries}`,
  fields: { seriesId: messages.series.unknownSeries },
};

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
  changed,
  audienceFor,
  scheduled,
}: {
  db: Db;
  clock: () => Date;
  /** Decision 010: the app's one cache of catalogue answers. */
  answers: CatalogueAnswers;
  /** What a work the owner adds sets in motion, in the transaction that adds it. */
  added?: (tx: Queryable, artwork: Artwork) => Promise<void>;
  /** What a work the owner changes sets in motion, in the transaction that changes it. */
  changed?: (tx: Queryable, before: Artwork, after: Artwork) => Promise<void>;
  /** What a request may see of works not yet public: the owners all, followers the coming. */
  audienceFor?: (c: Context) => RequestAudience;
  /**
   * Run once a work with a release ahead is saved: followers whose early look has opened are
   * told at once, not at the next sweep.
   */
  scheduled?: (now: Date) => Promise<unknown>;
}) {
  /** A saved work, and its early look sent if it opens now. */
  const saved = async (artwork: Artwork) => {
    const now = clock();
    if (scheduled && releaseState(artwork, now) === "scheduled") await scheduled(now);
    return artwork;
  };
  /** A work may only be put in a series there is (in none is always fine). */
  const seriesUnknown = async (seriesId: string | null) =>
    seriesId !== null && !(await seriesExists(db, seriesId));
  return (
    new Hono<AuthEnv>()
      .get("/", validate("query", listQuerySchema), async (c) => {
        const { limit, cursor, scope, ...filters } = c.req.valid("query");
        if (scope === "all") {
          const user = c.var.user;
          if (!user) return c.json({ error: messages.api.signInRequired }, 401);
          if (!user.isOwner) return c.json({ error: messages.api.ownerRequired }, 403);
          const now = clock();
          c.header("Cache-Control", "private, no-store");
          const page = await listArtworks(
            db,
            filters,
            { limit, cursor },
            now,
            () => countArtworks(db, now, OWNER_AUDIENCE),
            OWNER_AUDIENCE,
          );
          return c.json(page);
        }
        const answer = await answers.list(
          { filters, limit, cursor },
          (at) => listArtworks(db, filters, { limit, cursor }, at.now, keptTotal(answers, db, at)),
          askerOf(c),
        );
        return send<ArtworkPage>(c, answer);
      })
      .get("/:id", validate("param", refParam), async (c) => {
        const id = c.req.valid("param").id;
        const answer = await answers.detail(id, ({ now }) => getArtwork(db, id, now), askerOf(c));
        if (answer) return send<Artwork>(c, answer);
        // Not one the public may see: an owner, or a follower in its early look, may.
        const now = clock();
        const audience = (await audienceFor?.(c)(now)) ?? PUBLIC_AUDIENCE;
        const artwork =
          audience.kind === "public" ? undefined : await getArtwork(db, id, now, audience);
        if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
        c.header("Cache-Control", "private, no-store");
        return c.json(artwork);
      })
      // Only owners change the catalogue; the guard answers 401/403 first.
      .post("/", requireOwner, validate("json", artworkInputSchema), async (c) => {
        const input = c.req.valid("json");
        if (await seriesUnknown(input.seriesId)) return c.json(unknownSeries, 400);
        return c.json(await saved(await createArtwork(db, input, added)), 201);
      })
      .put(
        "/:id",
        requireOwner,
        validate("param", idParam),
        validate("json", artworkInputSchema),
        async (c) => {
          const input = c.req.valid("json");
          if (await seriesUnknown(input.seriesId)) return c.json(unknownSeries, 400);
          const artwork = await updateArtwork(db, c.req.valid("param").id, input, clock(), changed);
          if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
          return c.json(await saved(artwork));
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
