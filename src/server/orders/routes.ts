import type { Context } from "hono";
import type { RequestAudience } from "#server/catalogue/visibility";
import type { OrderDesk } from "./desk";
import { ownerOrderRoutes } from "./owner-routes";
import { shopperOrderRoutes } from "./shopper-routes";

export { placingInTurns } from "./placing-turns";

/**
 * The orders' HTTP routes, each a router of its own over what they share (edge.ts): the
 * shopper's, mounted at `/api/orders` (shopper-routes.ts), and the owner's desk, at
 * `/api/admin/orders` (owner-routes.ts); with `placingInTurns` (placing-turns.ts), mounted before
 * the session is looked up. Each route validates, asks the orders desk (desk.ts) and maps its
 * answer to a status.
 */
export function orderRoutes(
  desk: OrderDesk,
  /** What the buyer may see of works not yet public (followers in an early look). */
  audienceFor?: (c: Context) => RequestAudience,
) {
  return {
    buyerRoutes: shopperOrderRoutes(desk, audienceFor),
    adminRoutes: ownerOrderRoutes(desk),
  };
}
