import { Hono } from "hono";
import { z } from "zod";
import { type AuthEnv, requireOwner, requireUser } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { photoBodyLimit, receivePhoto } from "#server/images/photo";
import type { Logger } from "#server/lib/logger";
import { countryCode, UK_COUNTRY } from "#shared/delivery";
import { messages } from "#shared/messages";
import { overLimitReason } from "#shared/money-input";
import {
  isShopPageSlug,
  pageInputSchema,
  pagePreviewSchema,
  type ShopBasics,
  type ShopPageSlug,
  settingsInputSchema,
} from "#shared/shop";
import { previewPage, readPage, savePage } from "./pages";
import type { Portrait } from "./portrait";
import { quoteCart, quoteHeld, readSettings, readShopInfo, saveSettings } from "./service";

type ShopDeps = { db: Db; clock: () => Date; basics: ShopBasics };

/** `GET /api/shop`: who trades, and what delivery costs, for every page and anyone. */
export function shopRoutes({ db, basics }: ShopDeps) {
  return new Hono<AuthEnv>().get("/", async (c) => c.json(await readShopInfo(db, basics)));
}

/** Owners only: the shop's settings, all of them. */
export function adminSettingsRoutes({ db, clock, basics }: ShopDeps) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => c.json(await readSettings(db, basics)))
    .put("/", validate("json", settingsInputSchema), async (c) => {
      await saveSettings(db, c.req.valid("json"), clock(), basics);
      return c.json(await readSettings(db, basics));
    });
}

/**
 * Owners only: `POST /api/admin/settings/portrait` (multipart, the file in `photo`, checked and
 * cropped square as a profile photo is) and `DELETE`, each answering the settings as they stand.
 */
export function adminPortraitRoutes({
  db,
  basics,
  portrait,
  logger,
}: ShopDeps & { portrait: Portrait; logger: Logger }) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .post("/", photoBodyLimit(), (c) =>
      receivePhoto(c, logger, async (bytes) => {
        await portrait.replace(bytes);
        return c.json(await readSettings(db, basics), 200);
      }),
    )
    .delete("/", async (c) => {
      await portrait.remove();
      return c.json(await readSettings(db, basics), 200);
    });
}

const quoteQuery = z.object({
  country: z
    .string({ error: "Choose a country" })
    .default(UK_COUNTRY)
    .transform((value, ctx) => {
      const code = countryCode(value);
      if (!code) {
        ctx.addIssue({ code: "custom", message: "Choose a country from the list" });
        return z.NEVER;
      }
      return code;
    }),
  offer: z.uuid({ error: "offer must be a valid UUID" }).optional(),
  reservation: z.uuid({ error: "reservation must be a valid UUID" }).optional(),
});

/**
 * `GET /api/delivery/quote?country=FR`: the signed-in shopper's cart delivered there; with
 * `offer` or `reservation`, the one work kept for them instead, at the price agreed.
 */
export function deliveryRoutes({ db, clock }: ShopDeps) {
  return new Hono<AuthEnv>()
    .use(requireUser)
    .get("/quote", validate("query", quoteQuery), async (c) => {
      const { country, offer, reservation } = c.req.valid("query");
      const claim = offer
        ? { offerId: offer }
        : reservation
          ? { reservationId: reservation }
          : undefined;
      const quoted = claim
        ? await quoteHeld(db, c.var.user, claim, country, clock())
        : await quoteCart(db, c.var.user.id, country, clock());
      if (!quoted.ok) return c.json({ error: overLimitReason(quoted.totalPence) }, 422);
      return c.json(quoted.quote, 200);
    });
}

/** A page's slug from the path, or undefined for any other name (then 404). */
const slugParam = z.object({
  slug: z
    .string()
    .transform((value): ShopPageSlug | undefined => (isShopPageSlug(value) ? value : undefined)),
});

const pageNotFound = { error: messages.shopPages.notFound };

/** `GET /api/pages/:slug`: one of the shop's pages, for anyone. */
export function shopPageRoutes({ db, basics }: ShopDeps) {
  return new Hono<AuthEnv>().get("/:slug", validate("param", slugParam), async (c) => {
    const { slug } = c.req.valid("param");
    if (!slug) return c.json(pageNotFound, 404);
    return c.json(await readPage(db, slug, () => readShopInfo(db, basics)));
  });
}

/** Owners only: a page's new text, and a preview of Markdown as a page would show it. */
export function adminPageRoutes({ db, clock }: ShopDeps) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .post("/preview", validate("json", pagePreviewSchema), (c) =>
      c.json(previewPage(c.req.valid("json").markdown)),
    )
    .put("/:slug", validate("param", slugParam), validate("json", pageInputSchema), async (c) => {
      const { slug } = c.req.valid("param");
      if (!slug) return c.json(pageNotFound, 404);
      return c.json(await savePage(db, slug, c.req.valid("json"), clock()));
    });
}
