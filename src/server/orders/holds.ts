import { type SQL, sql } from "drizzle-orm";
import { artworks, orderItems } from "#server/db/schema";
import type { Availability } from "#shared/artwork";

/**
 * A painting's availability, read from the one order line that may hold a painting (the partial
 * unique index `order_items_one_holder_idx` makes it at most one, and serves this lookup):
 * sold when marked sold elsewhere or held by a paid order; reserved while an order awaiting
 * payment holds it and its hold has not ended at `now`; else available. An ended hold never
 * blocks a buyer, whether or not anything has marked its order expired yet.
 */
export function availabilitySql(now: Date): SQL<Availability> {
  return sql<Availability>`case
    when ${artworks.soldElsewhere} then 'sold'
    else coalesce((
      select case
        when ${orderItems.hold} = 'sold' then 'sold'
        when ${orderItems.holdExpiresAt} > ${now} then 'reserved'
      end
      from ${orderItems}
      where ${orderItems.artworkId} = ${artworks.id} and ${orderItems.hold} is not null
    ), 'available')
  end`;
}

/** Only artworks no order holds and the owner has not marked sold (`availability=available`). */
export function availableSql(now: Date): SQL {
  return sql`not ${artworks.soldElsewhere} and not exists (
    select 1 from ${orderItems}
    where ${orderItems.artworkId} = ${artworks.id}
      and ${orderItems.hold} is not null
      and (${orderItems.hold} = 'sold' or ${orderItems.holdExpiresAt} > ${now})
  )`;
}

/** Whether an order holds the artwork at `now`: reserved and not ended, or sold by an order. */
export function heldByOrderSql(now: Date): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${orderItems}
    where ${orderItems.artworkId} = ${artworks.id}
      and (${orderItems.hold} = 'sold' or (${orderItems.hold} = 'reserved' and ${orderItems.holdExpiresAt} > ${now}))
  )`;
}
