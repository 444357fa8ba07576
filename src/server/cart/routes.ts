import { artworkSetRoutes } from "#server/artwork-set/routes";
import type { Db } from "#server/db/client";
import { cartService } from "./service";

/** The shopper's cart: list and add, and DELETE removes an item. */
export const cartRoutes = (db: Db, clock: () => Date) => artworkSetRoutes(cartService(db), clock);
