import { artworkSetRoutes } from "#server/artwork-set/routes";
import type { Db } from "#server/db/client";
import { favoritesService } from "./service";

/** The shopper's favorites: list, add and remove. */
export const favoritesRoutes = (db: Db, clock: () => Date) =>
  artworkSetRoutes(favoritesService(db), clock);
