import type { Db } from "#server/db/client";
import { userFavorites } from "#server/db/schema";
import { artworkSet } from "#server/lib/artwork-set";

/** The shopper's favorites, a set of artworks (one row per user and artwork). */
export const favoritesService = (db: Db) => artworkSet(db, userFavorites);
