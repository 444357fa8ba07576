import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { artworkIdSchema } from "#shared/artwork";
import { editionIdSchema, editionInputSchema } from "#shared/editions";
import { messages } from "#shared/messages";
import { addEdition, changeEdition, retireEdition, toEdition } from "./editions";

const texts = messages.editions;
const artworkParam = z.object({ id: artworkIdSchema });
const editionParam = z.object({ id: editionIdSchema });

type Deps = { db: Db; clock: () => Date };

/**
 * A work's editions, for its owners (each change moves the catalogue's version on, through the
 * database's trigger, so cached answers show it at once). `POST /api/artworks/:id/editions`
 * adds one and answers with it as shoppers see it.
 */
export function artworkEditionRoutes({ db, clock }: Deps) {
  return new Hono<AuthEnv>()
    .use("/:id/editions", requireOwner)
    .post(
      "/:id/editions",
      validate("param", artworkParam),
      validate("json", editionInputSchema),
      async (c) => {
        const row = await addEdition(db, c.req.valid("param").id, c.req.valid("json"), clock());
        if (!row) return c.json({ error: messages.api.artworkNotFound }, 404);
        return c.json({ ...toEdition(row), artworkId: row.artworkId }, 201);
      },
    );
}

/**
 * `/api/editions`, for the owners: `PUT /:id` changes an edition (never its size below the
 * prints already taken), `DELETE /:id` retires it (no more sales; its sales, numbers and
 * certificates stay).
 */
export function editionRoutes({ db, clock }: Deps) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .put(
      "/:id",
      validate("param", editionParam),
      validate("json", editionInputSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const values = c.req.valid("json");
        const change = await db.transaction((tx) => changeEdition(tx, id, values, clock()));
        switch (change.result) {
          case "missing":
            return c.json({ error: texts.notFound }, 404);
          case "retired":
            return c.json({ error: texts.retired }, 409);
          case "below-taken":
            return c.json(
              {
                error: texts.sizeBelowTaken(change.taken),
                fields: { size: texts.sizeBelowTaken(change.taken) },
              },
              409,
            );
          case "numbering-fixed":
            return c.json(
              { error: texts.numberingFixed, fields: { numbered: texts.numberingFixed } },
              409,
            );
          case "done":
            return c.json({ ...toEdition(change.edition), artworkId: change.edition.artworkId });
        }
      },
    )
    .delete("/:id", validate("param", editionParam), async (c) => {
      const { id } = c.req.valid("param");
      const row = await db.transaction((tx) => retireEdition(tx, id, clock()));
      if (!row) return c.json({ error: texts.notFound }, 404);
      return c.json({ id, retired: true as const });
    });
}
