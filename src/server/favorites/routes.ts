import { userArtworkRoutes } from "../catalogue/user-artworks";
import type { Db } from "../db/client";
import { userFavorites } from "../db/schema";

/** Spec §7 rows 7–9: the shopper's favourites. */
export const favoritesRoutes = (db: Db) => userArtworkRoutes(db, userFavorites);
