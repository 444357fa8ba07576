import type { Db } from "#server/db/client";
import { artworkSetRoutes } from "#server/lib/artwork-set";
import { favoritesService } from "./service";

/** The shopper's favorites: list, add and remove. */
export const favoritesRoutes = (db: Db, clock: () => Date) =>
  artworkSetRoutes(favoritesService(db), clock);
