import type { Context } from "hono";
import { artworkSetRoutes } from "#server/artwork-set/routes";
import type { RequestAudience } from "#server/catalogue/visibility";
import type { Db } from "#server/db/client";
import { favoritesService } from "./service";

/** The shopper's favorites: list, add and remove. */
export const favoritesRoutes = (
  db: Db,
  clock: () => Date,
  audienceFor?: (c: Context) => RequestAudience,
) => artworkSetRoutes(favoritesService(db), clock, audienceFor);
