import { userArtworkRoutes } from "#server/catalogue/user-artworks";
import type { Db } from "#server/db/client";
import { userFavorites } from "#server/db/schema";

/** Spec §7 rows 7–9: the shopper's favorites. */
export const favoritesRoutes = (db: Db) => userArtworkRoutes(db, userFavorites);
