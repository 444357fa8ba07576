import type { Context } from "hono";
import { artworkSetRoutes } from "#server/artwork-set/routes";
import type { RequestAudience } from "#server/catalogue/visibility";
import type { Db } from "#server/db/client";
import { cartService } from "./service";

/** The shopper's cart: list and add, and DELETE removes an item. */
export const cartRoutes = (
  db: Db,
  clock: () => Date,
  audienceFor?: (c: Context) => RequestAudience,
) => artworkSetRoutes(cartService(db), clock, audienceFor);
