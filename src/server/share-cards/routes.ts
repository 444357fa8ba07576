import { Hono } from "hono";
import type { ImageStore } from "#server/images/image-store";
import { sendStoredImage } from "#server/images/routes";
import type { Logger } from "#server/lib/logger";
import type { ShareCards } from "./service";

/**
 * GET /images/card-<artwork id or "gallery">-<version>.jpg: a link preview's card (names.ts),
 * drawn on its first request, then served as any stored image (a year's immutable cache).
 * Mounted before the other /images routes, which answer every other name.
 */
export function shareCardRoutes(deps: { cards: ShareCards; images: ImageStore; logger: Logger }) {
  return new Hono().get("/:name{card-[a-z0-9-]+\\.jpg}", (c) =>
    sendStoredImage(c, deps, () => deps.cards.serve(c.req.param("name"))),
  );
}
