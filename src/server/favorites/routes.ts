import type { Db } from "#server/db/client";
import { artworkSetRoutes } from "#server/lib/artwork-set";
import { favoritesService } from "./service";

/** Spec §7 rows 7–9: the shopper's favorites. */
export const favoritesRoutes = (db: Db, clock: () => Date) =>
  artworkSetRoutes(favoritesService(db), clock);
