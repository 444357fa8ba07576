import { artworkSet } from "#server/artwork-set/service";
import type { Db } from "#server/db/client";
import { userFavorites } from "#server/db/schema";

/** The shopper's favorites, a set of artworks (one row per user and artwork). */
export const favoritesService = (db: Db) => artworkSet(db, userFavorites);
