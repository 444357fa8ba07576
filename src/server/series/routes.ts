import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import { listArtworks } from "#server/catalogue/service";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { PAGE_SIZE } from "#shared/artwork";
import { messages } from "#shared/messages";
import { type SeriesPage, seriesChangeSchema, seriesInputSchema } from "#shared/series";
import {
  createSeries,
  deleteSeries,
  listSeries,
  type SeriesSaved,
  seriesBySlug,
  updateSeries,
} from "./service";

type SeriesDeps = { db: Db; clock: () => Date };

const text = messages.series;
const notFound = { error: text.notFound };

/** `GET /api/series` and `GET /api/series/:slug`: for anyone. */
export function seriesRoutes({ db, clock }: SeriesDeps) {
  return new Hono<AuthEnv>()
    .get("/", async (c) => c.json(await listSeries(db, clock())))
    .get("/:slug", async (c) => {
      const now = clock();
      const found = await seriesBySlug(db, c.req.param("slug"), now);
      if (!found) return c.json(notFound, 404);
      const works = await listArtworks(db, { series: found.slug }, { limit: PAGE_SIZE }, now);
      return c.json({ series: found, works } satisfies SeriesPage);
    });
}

const idParam = z.object({ id: z.uuid({ error: text.idFormat }) });

/** Owners only: a series added, changed (renamed, moved, written about) or deleted. */
export function adminSeriesRoutes({ db, clock }: SeriesDeps) {
  /** A save's answer: the series, or why not, by its field. */
  const answer = (saved: SeriesSaved, status: 200 | 201) => {
    if (saved.ok) return { body: saved.series, status } as const;
    if (saved.refusal === "missing") return { body: notFound, status: 404 } as const;
    return {
      body: { error: `slug: ${text.slugTaken}`, fields: { slug: text.slugTaken } },
      status: 400,
    } as const;
  };
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .post("/", validate("json", seriesInputSchema), async (c) => {
      const { body, status } = answer(await createSeries(db, c.req.valid("json"), clock()), 201);
      return c.json(body, status);
    })
    .put("/:id", validate("param", idParam), validate("json", seriesChangeSchema), async (c) => {
      const saved = await updateSeries(db, c.req.valid("param").id, c.req.valid("json"), clock());
      const { body, status } = answer(saved, 200);
      return c.json(body, status);
    })
    .delete("/:id", validate("param", idParam), async (c) => {
      const id = c.req.valid("param").id;
      if (!(await deleteSeries(db, id, clock()))) return c.json(notFound, 404);
      return c.json({ id, deleted: true as const });
    });
}
