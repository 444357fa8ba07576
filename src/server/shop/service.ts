import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ownerAddresses } from "#server/auth/accounts";
import { availabilitySql, findHold, type HoldClaim } from "#server/catalogue/holds";
import { shippingBandOf } from "#server/catalogue/service";
import { pricePenceSql } from "#server/db/artwork-price";
import type { Db, Queryable } from "#server/db/client";
import {
  appSettings,
  artworks,
  cartItems,
  cartPrints,
  catalogueVersion,
  editions,
  shopSettings,
} from "#server/db/schema";
import { senderNameOf } from "#server/mail/sender";
import { quoteDelivery, type Rates, type ShippingBand, type Zone, zoneOf } from "#shared/delivery";
import { printBand } from "#shared/editions";
import { messages } from "#shared/messages";
import { poundsFromPence } from "#shared/money";
import { penceOf, withinMoneyLimit } from "#shared/money-input";
import {
  INSTALMENTS_LIMIT,
  type OfferRules,
  RETURN_DAYS,
  ratesInPence,
  ratesInPounds,
  type SettingsInput,
  type ShopBasics,
  type ShopInfo,
  type ShopPayment,
  type ShopSettings,
  type ShopTrader,
} from "#shared/shop";

/** The shop's one row (the migration writes it): business details, rates in pence. */
export async function readShopRow(db: Queryable) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error("The shop's settings row is missing: run the migrations");
  return row;
}

export type ShopRow = Awaited<ReturnType<typeof readShopRow>>;

const traderOf = (row: ShopRow): ShopTrader => ({
  businessName: row.businessName,
  address: row.address,
  email: row.email,
  vatNumber: row.vatNumber,
  businessForm: row.businessForm,
  companyNumber: row.companyNumber,
  registeredOffice: row.registeredOffice,
});

/** Who trades, as the shop's row says (the footer, the terms of sale, each order's mail). */
export async function readTrader(db: Queryable): Promise<ShopTrader> {
  return traderOf(await readShopRow(db));
}

/** The most monthly parts: hers, else the configuration's, never past the shop's limit. */
export const instalmentsMaxOf = (row: { instalmentsMax: number | null }, configured: number) =>
  Math.min(row.instalmentsMax ?? configured, INSTALMENTS_LIMIT);

/** The offers she takes: hers, with the configuration's lowest price until she sets one. */
function offerRulesOf(row: ShopRow, configuredMinPrice: number): OfferRules {
  return {
    enabled: row.offersEnabled,
    minPrice:
      row.offersMinPricePence === null
        ? configuredMinPrice
        : poundsFromPence(row.offersMinPricePence),
    lowestShare: row.offersLowestPercent / 100,
    showLowest: row.offersShowLowest,
  };
}

/** How to pay a manual order or request: hers, else PAYMENT_INSTRUCTIONS (`configured`). */
export async function readPaymentInstructions(db: Queryable, configured: string) {
  return (await readShopRow(db)).paymentInstructions ?? configured;
}

/**
 * Where the notices to the owner go (new orders, enquiries, offers, paid requests): the address
 * she chose for them, else the shop's contact e-mail, else each owner's own (`adminEmails` and
 * the accounts granted the role) while the shop has neither.
 */
export async function noticeAddresses(db: Queryable, adminEmails: string[]): Promise<string[]> {
  const row = await readShopRow(db);
  const chosen = row.noticesEmail || row.email;
  return chosen ? [chosen] : ownerAddresses(db, adminEmails);
}

/** The offers she takes, as they stand in `db` (a transaction's, when one is deciding). */
export async function readOfferRules(db: Queryable, configuredMinPrice: number) {
  return offerRulesOf(await readShopRow(db), configuredMinPrice);
}

/** The site's description for search engines and previews: hers, else the gallery's own words. */
const metaDescriptionOf = (row: { metaDescription: string | null }) =>
  row.metaDescription ?? messages.home.heroText;

/** The site's description alone, for the pages that show nothing else of the shop's. */
export async function readMetaDescription(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ metaDescription: shopSettings.metaDescription })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return metaDescriptionOf(row ?? { metaDescription: null });
}

/** Each setting she has not saved yet reads as the server's configuration (`basics`). */
function settingsOf(row: ShopRow, basics: ShopBasics): ShopSettings {
  return {
    ...traderOf(row),
    artistName: row.artistName,
    statement: row.statement,
    portraitUrl: row.portraitUrl,
    homeSubtitle: row.homeSubtitle ?? messages.home.heroText,
    metaDescription: metaDescriptionOf(row),
    delivery: { rates: ratesInPounds(row.rates), collection: row.collection },
    paymentInstructions: row.paymentInstructions ?? basics.paymentInstructions,
    instalmentsMax: instalmentsMaxOf(row, basics.instalmentsMax),
    offers: offerRulesOf(row, basics.offersMinPrice),
    generator: row.generator,
    noticesEmail: row.noticesEmail ?? row.email,
    senderName: senderNameOf(row, basics.galleryName),
  };
}

/** The owner's settings, each as it stands now: hers once saved, else the configuration's. */
export async function readSettings(db: Queryable, basics: ShopBasics): Promise<ShopSettings> {
  return settingsOf(await readShopRow(db), basics);
}

/** What anyone may read: the gallery's name (chosen at setup, else GALLERY_NAME), the trader. */
export async function readShopInfo(db: Queryable, basics: ShopBasics): Promise<ShopInfo> {
  const row = await readShopRow(db);
  const payment: ShopPayment = basics.cardPayments
    ? { method: "card" }
    : {
        method: "manual",
        instructions:
          row.paymentInstructions ??
          (basics.paymentInstructionsSet ? basics.paymentInstructions : null),
        holdHours: basics.holdHours,
      };
  return shopInfoOf(row.galleryName ?? basics.galleryName, settingsOf(row, basics), payment);
}

/** The settings as buyers may see them: not her notices' address, nor an unshown floor. */
function shopInfoOf(galleryName: string, settings: ShopSettings, payment: ShopPayment): ShopInfo {
  const { paymentInstructions, noticesEmail, senderName, offers, ...shown } = settings;
  return {
    ...shown,
    galleryName,
    returnDays: RETURN_DAYS,
    offers: {
      enabled: offers.enabled,
      minPrice: offers.minPrice,
      ...(offers.showLowest ? { lowestShare: offers.lowestShare } : {}),
    },
    offersMinPrice: offers.minPrice,
    payment,
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

export async function saveSettings(
  db: Db,
  input: SettingsInput,
  now: Date,
  /** The configuration: a value sent back as it stands for one (unsaved) stays its stand-in. */
  basics?: ShopBasics,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await readShopRow(tx);
    await updateSettings(tx, asDefaults(input, row, basics), now);
    // The row exists from the migrations on, and the first run's setup writes its business
    // details: only this mark says the owner saved the delivery rates (decision 052).
    const saved = now.toISOString();
    await tx
      .insert(appSettings)
      .values({ key: SETTINGS_SAVED_KEY, value: saved })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: saved } });
    await showOnPages(tx);
  });
}

/**
 * The pages kept per catalogue version (decision 010) show who she is and name the trader at
 * their foot: a new version, so that none is served with the settings as they were.
 */
export async function showOnPages(db: Queryable) {
  await db
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1` })
    .where(eq(catalogueVersion.id, 1));
}

async function updateSettings(db: Queryable, input: SettingsInput, now: Date) {
  await db
    .update(shopSettings)
    .set({
      businessName: input.businessName,
      address: input.address,
      email: input.email,
      vatNumber: input.vatNumber,
      rates: ratesInPence(input.delivery.rates),
      collection: input.delivery.collection,
      ...rulesOf(input),
      updatedAt: now,
    })
    .where(eq(shopSettings.id, 1));
}

/**
 * The settings with each value equal to what stands for it while unset made unset again (null):
 * the owner's form sends back what it read, and the notices' address that reads as the contact
 * e-mail must go on following it, the sender's name the gallery's, and so on.
 */
function asDefaults(input: SettingsInput, row: ShopRow, basics?: ShopBasics): SettingsInput {
  const same = (value: string | null | undefined, standIn: string | undefined) =>
    value === undefined ? undefined : value === standIn ? null : value;
  return {
    ...input,
    // The contact e-mail as it was (what the form read) or as it is now.
    noticesEmail: [row.email, input.email].some(
      (contact) => input.noticesEmail?.toLowerCase() === contact.toLowerCase(),
    )
      ? null
      : input.noticesEmail,
    homeSubtitle: same(input.homeSubtitle, messages.home.heroText),
    metaDescription: same(input.metaDescription, messages.home.heroText),
    senderName: same(input.senderName, basics && (row.galleryName ?? basics.galleryName)),
    paymentInstructions: same(input.paymentInstructions, basics?.paymentInstructions),
  };
}

/** The settings added to the first Shop tab's, as columns: each left out stays as it was. */
function rulesOf(input: SettingsInput): Partial<typeof shopSettings.$inferInsert> {
  const { offers } = input;
  const columns: Partial<typeof shopSettings.$inferInsert> = {
    artistName: input.artistName === undefined ? undefined : (input.artistName ?? ""),
    statement: input.statement === undefined ? undefined : (input.statement ?? ""),
    homeSubtitle: input.homeSubtitle,
    metaDescription: input.metaDescription,
    businessForm: input.businessForm,
    // A sole trader has no company number nor registered office: none is kept.
    companyNumber: input.businessForm === "sole_trader" ? null : input.companyNumber,
    registeredOffice: input.businessForm === "sole_trader" ? null : input.registeredOffice,
    paymentInstructions: input.paymentInstructions,
    instalmentsMax: input.instalmentsMax,
    offersEnabled: offers?.enabled,
    offersMinPricePence: offers && penceOf(offers.minPrice),
    offersLowestPercent: offers && Math.round(offers.lowestShare * 100),
    offersShowLowest: offers?.showLowest,
    generator: input.generator,
    noticesEmail: input.noticesEmail,
    senderName: input.senderName,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<typeof shopSettings.$inferInsert>;
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
  // Its prints: each line one parcel of its print's band, at each print's price.
  const prints = await db
    .select({
      id: editions.id,
      eachPence: sql<number>`(${editions.price} * 100)::bigint`.mapWith(Number),
      quantity: cartPrints.quantity,
      width: editions.width,
      height: editions.height,
      unit: editions.unit,
      left: sql<
        number | null
      >`${editions.size} - ${editions.held} - ${editions.sold} - ${editions.spent}`,
    })
    .from(cartPrints)
    .innerJoin(editions, eq(cartPrints.editionId, editions.id))
    .where(and(eq(cartPrints.userId, userId), isNull(editions.retiredAt)))
    .orderBy(asc(cartPrints.editionId));
  return quoteOf(
    db,
    [
      ...rows
        .filter((row) => row.availability === "available")
        .map((row) => ({ id: row.id, pricePence: row.pricePence, band: shippingBandOf(row) })),
      ...prints
        .filter((print) => print.left === null || print.left >= print.quantity)
        .map((print) => ({
          id: print.id,
          pricePence: print.eachPence * print.quantity,
          band: printBand(print),
        })),
    ],
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
  const priced = rows.map((row) => ({
    id: row.id,
    pricePence: hold.ok && hold.pricePence !== null ? hold.pricePence : row.pricePence,
    band: shippingBandOf(row),
  }));
  return quoteOf(db, priced, country);
}

/**
 * What `orderable` (each a painting or a line of prints: its price and parcel's band) costs
 * delivered to `country`, by the shop's rates; or, past the most the shop takes in one payment,
 * that total, which no order of them could be (decision 053).
 */
async function quoteOf(
  db: Queryable,
  orderable: { id: string; pricePence: number; band: ShippingBand }[],
  country: string,
): Promise<Quoted> {
  const zone = zoneOf(country);
  const quote = quoteDelivery(
    orderable.map((row) => row.band),
    zone,
    await readRates(db),
  );
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

/** The shop as configured, before its row is read: what stands for each setting not saved. */
export const shopBasics = (config: {
  galleryName: string;
  offersMinPrice: number;
  instalmentsMax: number;
  paymentInstructions: string;
  paymentInstructionsSet: boolean;
  orderHoldHours: number;
  stripe: unknown;
}): ShopBasics => ({
  galleryName: config.galleryName,
  offersMinPrice: config.offersMinPrice,
  instalmentsMax: config.instalmentsMax,
  paymentInstructions: config.paymentInstructions,
  paymentInstructionsSet: config.paymentInstructionsSet,
  holdHours: config.orderHoldHours,
  cardPayments: config.stripe !== undefined,
});
