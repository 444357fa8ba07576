import { userArtworkRoutes } from "#server/catalogue/user-artworks";
import type { Db } from "#server/db/client";
import { cartItems } from "#server/db/schema";

/**
 * Spec §7 rows 2–3: the shopper's cart, quantity always 1 (the column's default and check);
 * DESIGN §5: DELETE removes an item.
 */
export const cartRoutes = (db: Db) => userArtworkRoutes(db, cartItems);
