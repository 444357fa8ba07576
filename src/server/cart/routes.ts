import type { Db } from "#server/db/client";
import { artworkSetRoutes } from "#server/lib/artwork-set";
import { cartService } from "./service";

/** Spec §7 rows 2–3: the shopper's cart; DESIGN §5: DELETE removes an item. */
export const cartRoutes = (db: Db, clock: () => Date) => artworkSetRoutes(cartService(db), clock);
