import { artworkSet } from "#server/artwork-set/service";
import type { Db } from "#server/db/client";
import { cartItems } from "#server/db/schema";

/** The shopper's cart, quantity always 1 (the column's default and check). */
export const cartService = (db: Db) => artworkSet(db, cartItems);
