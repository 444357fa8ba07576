import { type AnyColumn, asc, eq, or, type SQL, sql } from "drizzle-orm";
import { CUSTOMER_ROLE, isOwner, OWNER_ROLE } from "#server/auth/roles";
import { imagesOf } from "#server/catalogue/images";
import type { Config } from "#server/config";
import { passkeys } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";
import {
  alerts,
  artworks,
  cartItems,
  cartPrints,
  collectorHolds,
  editions,
  enquiries,
  followers,
  offers,
  reviews,
  sessions,
  userFavorites,
  users,
} from "#server/db/schema";
import type { OrderDesk } from "#server/orders/desk";

/** Who asks for their data: the signed-in shopper. */
export type AccountHolder = { id: string; email: string };

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The rows of a table keyed by an address (lower-cased there) and an optional account link
 * that belong to `holder`: their account's, or their address's (which the account owns: a
 * session is only ever given to a verified address).
 */
const theirs = (holder: AccountHolder, email: AnyColumn | SQL, userId: AnyColumn): SQL =>
  or(sql`${email} = ${holder.email.toLowerCase()}`, eq(userId, holder.id)) as SQL;

/**
 * A copy of everything the shop holds about one account (docs/product.md#your-data), as the
 * shopper may download it: their profile, sign-ins and passkeys, favourites, cart (its prints too), orders as they see
 * them, following, alerts, enquiries, offers, works kept for them and reviews. Nothing of anyone else's, and no secret: no
 * password hash, session token or link token.
 */
export function createAccountData(deps: {
  db: Db;
  config: Pick<Config, "adminEmails" | "galleryName">;
  desk: Pick<OrderDesk, "everyOrderOf">;
  clock: () => Date;
}) {
  const { db, config } = deps;

  async function profileOf(holder: AccountHolder) {
    const [user] = await db.select().from(users).where(eq(users.id, holder.id));
    if (!user) return undefined;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      role: isOwner(user, config) ? OWNER_ROLE : CUSTOMER_ROLE,
      // The profile photo's URL on this site (decision 038), or null: the avatar shows initials.
      photoUrl: user.image,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
  }

  async function sessionsOf(holder: AccountHolder) {
    const rows = await db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, holder.id))
      .orderBy(asc(sessions.createdAt));
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastActiveAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    }));
  }

  /** The account's passkeys as its owner knows them: no key, counter or credential id. */
  async function passkeysOf(holder: AccountHolder) {
    const rows = await db
      .select({
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        createdAt: passkeys.createdAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, holder.id))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  }

  /** The works' photographs, every one in order, beside each work named: one statement for all. */
  async function withPhotographs<Row extends { artworkId: string }>(rows: Row[]) {
    const images = await imagesOf(
      db,
      rows.map((row) => row.artworkId),
    );
    return rows.map((row) => ({
      ...row,
      images: (images.get(row.artworkId) ?? []).map(({ url, alt, caption }) => ({
        url,
        alt,
        caption,
      })),
    }));
  }

  async function favoritesOf(holder: AccountHolder) {
    const rows = await db
      .select({
        artworkId: userFavorites.artworkId,
        slug: artworks.slug,
        title: artworks.title,
        addedAt: userFavorites.createdAt,
      })
      .from(userFavorites)
      .innerJoin(artworks, eq(artworks.id, userFavorites.artworkId))
      .where(eq(userFavorites.userId, holder.id))
      .orderBy(asc(userFavorites.createdAt), asc(userFavorites.artworkId));
    return withPhotographs(rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })));
  }

  async function cartOf(holder: AccountHolder) {
    const rows = await db
      .select({
        artworkId: cartItems.artworkId,
        slug: artworks.slug,
        title: artworks.title,
        price: artworks.price,
        addedAt: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(artworks, eq(artworks.id, cartItems.artworkId))
      .where(eq(cartItems.userId, holder.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.artworkId));
    return withPhotographs(rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })));
  }

  /** The prints in their cart: the work, the edition (format, size, price) and how many. */
  async function cartPrintsOf(holder: AccountHolder) {
    const rows = await db
      .select({
        artworkId: artworks.id,
        slug: artworks.slug,
        title: artworks.title,
        editionId: editions.id,
        format: editions.format,
        width: editions.width,
        height: editions.height,
        unit: editions.unit,
        price: editions.price,
        size: editions.size,
        signed: editions.signed,
        numbered: editions.numbered,
        quantity: cartPrints.quantity,
        addedAt: cartPrints.createdAt,
      })
      .from(cartPrints)
      .innerJoin(editions, eq(editions.id, cartPrints.editionId))
      .innerJoin(artworks, eq(artworks.id, editions.artworkId))
      .where(eq(cartPrints.userId, holder.id))
      .orderBy(asc(cartPrints.createdAt), asc(cartPrints.editionId));
    return withPhotographs(rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })));
  }

  async function followsOf(holder: AccountHolder) {
    const rows = await db
      .select()
      .from(followers)
      .where(theirs(holder, followers.email, followers.userId))
      .orderBy(asc(followers.createdAt));
    return rows.map((row) => ({
      email: row.email,
      confirmed: row.confirmedAt !== null,
      confirmedAt: iso(row.confirmedAt),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function alertsOf(holder: AccountHolder) {
    const rows = await db
      .select()
      .from(alerts)
      .where(theirs(holder, alerts.email, alerts.userId))
      .orderBy(asc(alerts.createdAt), asc(alerts.id));
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      artworkId: row.artworkId,
      artworkTitle: row.artworkTitle,
      // What the alert remembers of the painting, to match new work against.
      mediums: row.mediums,
      sizeClass: row.sizeClass,
      priceRanges: row.priceRanges,
      confirmed: row.confirmedAt !== null,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function enquiriesOf(holder: AccountHolder) {
    // An enquiry keeps its address as typed: compared lower-cased.
    const rows = await db
      .select()
      .from(enquiries)
      .where(theirs(holder, sql`lower(${enquiries.email})`, enquiries.userId))
      .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      artworkId: row.artworkId,
      artworkTitle: row.artworkTitle,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function offersOf(holder: AccountHolder) {
    const rows = await db
      .select({ offer: offers, title: artworks.title })
      .from(offers)
      .innerJoin(artworks, eq(artworks.id, offers.artworkId))
      .where(eq(offers.userId, holder.id))
      .orderBy(asc(offers.createdAt), asc(offers.id));
    return rows.map(({ offer, title }) => ({
      id: offer.id,
      artworkId: offer.artworkId,
      artworkTitle: title,
      amountPence: offer.amountPence,
      message: offer.message,
      status: offer.status,
      counterPence: offer.counterPence,
      agreedPence: offer.agreedPence,
      createdAt: offer.createdAt.toISOString(),
      expiresAt: offer.expiresAt.toISOString(),
    }));
  }

  /** Works kept for the holder's address: accepted offers and the owner's reservations. */
  async function keptFor(holder: AccountHolder) {
    const rows = await db
      .select({ hold: collectorHolds, title: artworks.title })
      .from(collectorHolds)
      .innerJoin(artworks, eq(artworks.id, collectorHolds.artworkId))
      .where(eq(collectorHolds.email, holder.email.toLowerCase()))
      .orderBy(asc(collectorHolds.createdAt), asc(collectorHolds.id));
    return rows.map(({ hold, title }) => ({
      kind: hold.kind,
      artworkId: hold.artworkId,
      artworkTitle: title,
      pricePence: hold.pricePence,
      createdAt: hold.createdAt.toISOString(),
      expiresAt: hold.expiresAt.toISOString(),
      endedAt: iso(hold.endedAt),
      endReason: hold.endReason,
    }));
  }

  async function reviewsOf(holder: AccountHolder) {
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.userId, holder.id))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    return rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      rating: row.rating,
      text: row.text,
      displayName: row.displayName,
      artworkTitle: row.artworkTitle,
      status: row.status,
      reply: row.reply,
      createdAt: row.createdAt.toISOString(),
      publishedAt: iso(row.publishedAt),
      repliedAt: iso(row.repliedAt),
    }));
  }

  return {
    /** Everything held about `holder`'s account; undefined once the account is gone. */
    async exportOf(holder: AccountHolder) {
      const profile = await profileOf(holder);
      if (!profile) return undefined;
      return {
        gallery: config.galleryName,
        exportedAt: deps.clock().toISOString(),
        profile,
        sessions: await sessionsOf(holder),
        passkeys: await passkeysOf(holder),
        favorites: await favoritesOf(holder),
        cart: await cartOf(holder),
        cartPrints: await cartPrintsOf(holder),
        orders: await deps.desk.everyOrderOf(holder.id),
        follows: await followsOf(holder),
        alerts: await alertsOf(holder),
        enquiries: await enquiriesOf(holder),
        offers: await offersOf(holder),
        keptForYou: await keptFor(holder),
        reviews: await reviewsOf(holder),
      };
    },
  };
}

export type AccountData = ReturnType<typeof createAccountData>;
export type AccountExport = NonNullable<Awaited<ReturnType<AccountData["exportOf"]>>>;
