import { asc, eq, sql } from "drizzle-orm";
import { availabilitySql, findHold, type HoldClaim } from "#server/catalogue/holds";
import { shippingBandOf } from "#server/catalogue/service";
import { pricePenceSql } from "#server/db/artwork-price";
import type { Db, Queryable } from "#server/db/client";
import {
  appSettings,
  artworks,
  cartItems,
  catalogueVersion,
  shopSettings,
} from "#server/db/schema";
import { quoteDelivery, type Rates, type Zone, zoneOf } from "#shared/delivery";
import { poundsFromPence } from "#shared/money";
import { withinMoneyLimit } from "#shared/money-input";
import {
  RETURN_DAYS,
  ratesInPence,
  ratesInPounds,
  type SettingsInput,
  type ShopBasics,
  type ShopInfo,
  type ShopSettings,
} from "#shared/shop";

/** The shop's one row (the migration writes it): business details, rates in pence. */
export async function readShopRow(db: Queryable) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error("The shop's settings row is missing: run the migrations");
  return row;
}

type ShopRow = Awaited<ReturnType<typeof readShopRow>>;

const settingsOf = (row: ShopRow): ShopSettings => ({
  businessName: row.businessName,
  address: row.address,
  email: row.email,
  vatNumber: row.vatNumber,
  delivery: { rates: ratesInPounds(row.rates), collection: row.collection },
});

export async function readSettings(db: Queryable): Promise<ShopSettings> {
  return settingsOf(await readShopRow(db));
}

/** What anyone may read: the gallery's name (chosen at setup, else GALLERY_NAME), the trader. */
export async function readShopInfo(db: Queryable, basics: ShopBasics): Promise<ShopInfo> {
  const row = await readShopRow(db);
  return {
    galleryName: row.galleryName ?? basics.galleryName,
    ...settingsOf(row),
    returnDays: RETURN_DAYS,
    offersMinPrice: basics.offersMinPrice,
    instalmentsMax: basics.instalmentsMax,
  };
}

/** The app_settings row saying when the owner last saved the Shop tab's settings. */
const SETTINGS_SAVED_KEY = "shop_settings_saved";

/** When the owner last saved the business details and delivery rates, or null: never. */
export async function settingsSavedAt(db: Queryable): Promise<Date | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS_SAVED_KEY));
  return row ? new Date(row.value) : null;
}

export async function saveSettings(db: Db, input: SettingsInput, now: Date): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const row = await updateSettings(tx, input, now);
    // The row exists from the migrations on, and the first run's setup writes its business
    // details: only this mark says the owner saved the delivery rates (decision 052).
    const saved = now.toISOString();
    await tx
      .insert(appSettings)
      .values({ key: SETTINGS_SAVED_KEY, value: saved })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: saved } });
    // The pages kept per catalogue version (decision 010) name the trader at their foot: a new
    // version, so that none is served with the details as they were.
    await tx
      .update(catalogueVersion)
      .set({ version: sql`${catalogueVersion.version} + 1` })
      .where(eq(catalogueVersion.id, 1));
    return settingsOf(row);
  });
}

async function updateSettings(db: Queryable, input: SettingsInput, now: Date) {
  const [row] = await db
    .update(shopSettings)
    .set({
      businessName: input.businessName,
      address: input.address,
      email: input.email,
      vatNumber: input.vatNumber,
      rates: ratesInPence(input.delivery.rates),
      collection: input.delivery.collection,
      updatedAt: now,
    })
    .where(eq(shopSettings.id, 1))
    .returning();
  return row;
}

/** The rate table alone, for pricing a delivery. */
export async function readRates(db: Queryable): Promise<Rates> {
  return (await readShopRow(db)).rates;
}

/**
 * What the buyer's cart would cost delivered to `country`: the paintings that can be ordered
 * now (available), their subtotal, the delivery and the total, in pounds; `blocked` names the
 * paintings the zone has no price for (not in the delivery: the shopper is invited to enquire,
 * and an order of them is refused).
 */
export async function quoteCart(
  db: Queryable,
  userId: string,
  country: string,
  now: Date,
): Promise<Quoted> {
  const rows = await db
    .select({
      id: artworks.id,
      pricePence: pricePenceSql(),
      widthCm: artworks.widthCm,
      heightCm: artworks.heightCm,
      shippingBand: artworks.shippingBand,
      availability: availabilitySql(now),
    })
    .from(cartItems)
    .innerJoin(artworks, eq(cartItems.artworkId, artworks.id))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.artworkId));
  return quoteOf(
    db,
    rows.filter((row) => row.availability === "available"),
    country,
  );
}

/**
 * `GET /api/delivery/quote?offer=…` (or `reservation=…`): the one work kept for the shopper,
 * at the price agreed, delivered to `country`; nothing when the hold is not theirs, or over.
 */
export async function quoteHeld(
  db: Queryable,
  buyer: { id: string; email: string },
  claim: HoldClaim,
  country: string,
  now: Date,
): Promise<Quoted> {
  const hold = await findHold(db, claim, buyer, now);
  const rows = hold.ok
    ? await db
        .select({
          id: artworks.id,
          pricePence: pricePenceSql(),
          widthCm: artworks.widthCm,
          heightCm: artworks.heightCm,
          shippingBand: artworks.shippingBand,
        })
        .from(artworks)
        .where(eq(artworks.id, hold.artworkId))
    : [];
  const priced = rows.map((row) =>
    hold.ok && hold.pricePence !== null ? { ...row, pricePence: hold.pricePence } : row,
  );
  return quoteOf(db, priced, country);
}

/**
 * What `orderable` costs delivered to `country`, by the shop's rates; or, past the most the
 * shop takes in one payment, that total, which no order of them could be (decision 053).
 */
async function quoteOf(
  db: Queryable,
  orderable: (Parameters<typeof shippingBandOf>[0] & { id: string; pricePence: number })[],
  country: string,
): Promise<Quoted> {
  const zone = zoneOf(country);
  const quote = quoteDelivery(orderable.map(shippingBandOf), zone, await readRates(db));
  const subtotalPence = orderable.reduce((sum, row) => sum + row.pricePence, 0);
  const { shippingPence } = quote;
  const totalPence = subtotalPence + shippingPence;
  if (!withinMoneyLimit(totalPence)) return { ok: false, reason: "over-limit", totalPence };
  return {
    ok: true,
    quote: {
      country,
      zone,
      subtotal: poundsFromPence(subtotalPence),
      shipping: poundsFromPence(shippingPence),
      total: poundsFromPence(totalPence),
      blocked: quote.blocked.map((index) => orderable[index].id),
    },
  };
}

/** A delivery quote, or the total past the shop's limit that stands in its way. */
export type Quoted =
  | {
      ok: true;
      quote: {
        country: string;
        zone: Zone;
        subtotal: number;
        shipping: number;
        total: number;
        blocked: string[];
      };
    }
  | { ok: false; reason: "over-limit"; totalPence: number };

/** The shop as configured, before its row is read. */
export const shopBasics = (config: {
  galleryName: string;
  offersMinPrice: number;
  instalmentsMax: number;
}): ShopBasics => ({
  galleryName: config.galleryName,
  offersMinPrice: config.offersMinPrice,
  instalmentsMax: config.instalmentsMax,
});
