import { and, eq, inArray, isNotNull, ne, notExists, sql } from "drizzle-orm";
import { users } from "#server/db/auth-schema";
import type { Queryable } from "#server/db/client";
import { artworks, orderItems, userFavorites } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import { availableAgainMail, type NewWork, type Site } from "./mails";
import { workColumns } from "./works";

/**
 * What an order letting its paintings go (cancelled, expired) sets in motion: in that order's
 * transaction, everyone who has one of them in their favourites — but the order's buyer — is
 * e-mailed that it is available again, one mail per person listing their paintings. A
 * painting another order took in the same transaction, or that is sold elsewhere or gone, is
 * not available, so nobody hears of it. The order's change happens once, so each release is
 * told once.
 */
export function createAvailableAgain(deps: { outbox: MailOutbox; site: Site }) {
  return async (tx: Queryable, artworkIds: (string | null)[], buyerEmail: string) => {
    const ids = [...new Set(artworkIds.filter((id): id is string => id !== null))];
    if (ids.length === 0) return;
    const rows = await tx
      .select({ email: users.email, ...workColumns })
      .from(userFavorites)
      .innerJoin(users, eq(users.id, userFavorites.userId))
      .innerJoin(artworks, eq(artworks.id, userFavorites.artworkId))
      .where(
        and(
          inArray(userFavorites.artworkId, ids),
          ne(sql`lower(${users.email})`, buyerEmail.toLowerCase()),
          eq(artworks.soldElsewhere, false),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orderItems)
              .where(and(eq(orderItems.artworkId, artworks.id), isNotNull(orderItems.hold))),
          ),
        ),
      )
      .orderBy(users.email, artworks.title);
    const byPerson = new Map<string, NewWork[]>();
    for (const { email, ...work } of rows) {
      byPerson.set(email, [...(byPerson.get(email) ?? []), work]);
    }
    await deps.outbox.enqueue(
      tx,
      [...byPerson].map(([email, works]) => availableAgainMail(deps.site, email, works)),
    );
  };
}
