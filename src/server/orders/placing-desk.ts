import { trustedVersion, versionReader } from "#server/answers/version";
import type { HoldClaim } from "#server/catalogue/holds";
import { shippingBandOf } from "#server/catalogue/service";
import { type Audience, PUBLIC_AUDIENCE, visibleTo } from "#server/catalogue/visibility";
import type { Db, Queryable } from "#server/db/client";
import { statementCountsOf } from "#server/db/statement-counts";
import type { Logger } from "#server/lib/logger";
import { instalmentsMaxOf, readShopRow } from "#server/shop/service";
import { quoteDelivery, UK_COUNTRY, zoneOf } from "#shared/delivery";
import { withinMoneyLimit } from "#shared/money-input";
import type { OrderItemInput, Recipient } from "#shared/order";
import { INSTALMENTS_LIMIT } from "#shared/shop";
import { claimHold, holdOrdered, reopenHold } from "./hold-claims";
import type { OrderNotices } from "./notify";
import { insertPlan, type PartRow } from "./plans";
import type { CardCheckout, Taken } from "./ports";
import {
  cartPrintsOf,
  isStockViolation,
  pricedPrints,
  printLineBand,
  printLinesOf,
  printLineTotal,
  shortAmong,
  splitItems,
  type WantedPrint,
} from "./print-lines";
import type { PlaceResult, UnavailableResult } from "./results";
import {
  attachSession,
  cartOf,
  expireOverdue,
  insertOrder,
  isUniqueViolation,
  pricedForOrder,
  takenAmong,
  withdrawOrder,
} from "./service";
import { createTakenRecord } from "./taken";
import { type OrderSettings, toOrder } from "./view";

/** Thrown inside the placing transaction to roll it back and answer with what went. */
class Unavailable extends Error {
  constructor(readonly artworkIds: string[]) {
    super("unavailable");
  }
}

/** Thrown inside the placing transaction to roll back a hold it claimed, and answer `result`. */
class Refused extends Error {
  constructor(readonly result: Exclude<PlaceResult, { ok: true }>) {
    super(result.reason);
  }
}

/**
 * Placing orders (checkout), the desk's first part (decision 029): the buyer's basket — the
 * cart, some of it, or one work kept for them — checked, priced from the database, its works
 * claimed and the order written with its mails, in one transaction; a card order's payment page
 * opened after. Attempts for paintings this process lately found taken are refused without a
 * transaction (decision 049).
 */
export function createPlacingDesk(deps: {
  db: Db;
  notices: OrderNotices;
  settings: OrderSettings;
  /** The most monthly parts, until the owner sets hers (config's `instalmentsMax`). */
  instalmentsMax: number;
  clock: () => Date;
  logger: Logger;
  /** Card payments, when the shop takes them (payments/checkout.ts makes one). */
  checkout?: CardCheckout;
  /** What paintings a new order took set in motion (other offers on them closed). */
  taken?: Taken;
}) {
  const { db, notices, settings, clock, logger, checkout } = deps;
  const instalmentsMax = async (queryable: Queryable) =>
    instalmentsMaxOf(await readShopRow(queryable), deps.instalmentsMax);
  // Decision 049: paintings lately found taken, refused without a transaction while the
  // catalogue's version (as the cached answers trust it, decision 016) says nothing changed.
  const taken = createTakenRecord();
  // The same for editions lately found sold out: none of them left, whatever the quantity.
  const soldOut = createTakenRecord();
  const catalogueVersion = trustedVersion(versionReader(db), statementCountsOf(db));

  /**
   * The refusal of an order attempt for paintings this process already knows are taken at
   * `version` — of `artworkIds`, any; of the cart, all of them (else the order takes what is
   * left) — made without a transaction; undefined when nothing known stands in its way. A work
   * kept for the buyer is never refused here: its hold makes it look reserved to everyone else.
   */
  async function refusedAsTaken(
    input: { user: { id: string }; artworkIds?: string[]; hold?: HoldClaim },
    version: number,
    now: Date,
  ): Promise<PlaceResult | undefined> {
    if (input.hold || taken.empty) return undefined;
    let known = input.artworkIds && taken.among(input.artworkIds, version, now);
    if (!input.artworkIds) {
      const inCart = await cartOf(db, input.user.id);
      known = taken.among(inCart, version, now);
      if (known.length < inCart.length) known = [];
    }
    return known?.length ? { ok: false, reason: "unavailable", artworkIds: known } : undefined;
  }

  /**
   * The refusal of an attempt for `artworkIds` before its buyer is looked up, when one of them
   * is known taken: whoever asks, the desk would refuse it (a work the asker may not see is not
   * there to buy). In a rush this is nearly every attempt, and while the catalogue's version is
   * trusted it costs no statement at all (decision 049).
   */
  async function refusedUnseen(named: {
    artworkIds: string[];
    editionIds: string[];
  }): Promise<UnavailableResult | undefined> {
    if (taken.empty && soldOut.empty) return undefined;
    return knownTaken(named, await catalogueVersion(), clock());
  }

  /**
   * The refusal of an attempt naming paintings known taken or editions known sold out at
   * `version`, any of them; undefined when none is known.
   */
  function knownTaken(
    named: { artworkIds: string[]; editionIds: string[] },
    version: number,
    now: Date,
  ): UnavailableResult | undefined {
    const artworkIds = taken.among(named.artworkIds, version, now);
    const editions = soldOut.among(named.editionIds, version, now);
    if (artworkIds.length + editions.length === 0) return undefined;
    const prints = editions.map((editionId) => ({
      editionId,
      available: 0,
      reason: "short" as const,
    }));
    return { ok: false, reason: "unavailable", artworkIds, ...(prints.length ? { prints } : {}) };
  }

  /**
   * `POST /api/orders`: in one transaction, the shopper's available cart items (or exactly
   * `artworkIds`) are reserved for a new order at the prices in the database, and leave the
   * cart; a manual order is announced (its mails written) in that transaction. The partial
   * unique index on held lines is the guarantee: of shoppers racing for one painting, one
   * insert wins and every other fails, rolls back and is told which paintings went (decision
   * 009). A card order then opens its payment page and is announced in the transaction that
   * records it; without a page the order is withdrawn, never announced (decision 013).
   */
  async function place(input: {
    user: { id: string; email: string };
    recipient: Recipient;
    artworkIds?: string[];
    /** The order's lines named — originals and prints, in the cart or not — instead of the cart. */
    items?: OrderItemInput[];
    /** The one work kept for the buyer to order instead of the cart, at the price agreed. */
    hold?: HoldClaim;
    /** Monthly parts to pay in (1 or none: in full), up to the shop's most. */
    instalments?: number;
    /** Logged with a card checkout that could not start. */
    requestId?: string;
    /**
     * What the buyer may see of works not yet public (read in the order's transaction, and
     * only when the order asks for such a work): without it, only public works are sold.
     */
    audience?: (tx: Queryable, now: Date) => Promise<Audience>;
  }): Promise<PlaceResult> {
    const parts = input.instalments ?? 1;
    if (!Number.isInteger(parts) || parts < 1 || parts > INSTALMENTS_LIMIT) {
      return { ok: false, reason: "bad-instalments", max: await instalmentsMax(db) };
    }
    const named = input.items && splitItems(input.items);
    // Offers, reservations and monthly parts are for originals: prints are bought outright.
    if (named?.prints.length && (input.hold || parts > 1)) {
      return {
        ok: false,
        reason: "prints-not-offered",
        field: input.hold ? "hold" : "instalments",
      };
    }
    const now = clock();
    const holdHours = checkout ? checkout.holdHours : settings.holdHours;
    const holdExpiresAt = new Date(now.getTime() + holdHours * 3_600_000);
    // Read before anything the attempt reads, so whatever it learns holds at this version.
    const version = await catalogueVersion();
    // In a rush, nearly every attempt ends here, without a transaction.
    const refusal =
      (await refusedAsTaken(input, version, now)) ??
      (named && !input.hold
        ? knownTaken(
            {
              artworkIds: named.originals,
              editionIds: named.prints.map((want) => want.editionId),
            },
            version,
            now,
          )
        : undefined);
    if (refusal) return refusal;
    let attempted: string[] = [];
    let attemptedPrints: WantedPrint[] = [];
    /** Editions the database showed this attempt as sold out. */
    let soldOutSeen: string[] = [];
    /** Paintings the database showed this attempt as not available (a kept work's aside). */
    let learned: string[] = [];
    let claimed: { holdId: string } | undefined;
    let placed: Awaited<ReturnType<typeof insertOrder>>;
    let planned: PartRow[] = [];
    try {
      const outcome = await db.transaction(async (tx) => {
        // A work kept for the buyer: its hold ends for this order (rolled back with it if the
        // order is refused); else the cart.
        let wanted: string[];
        let wantedPrints: WantedPrint[] = [];
        let agreedPence: number | null = null;
        if (input.hold) {
          const claim = await claimHold(tx, input.hold, input.user, now);
          if (!claim.ok) throw new Unavailable(claim.artworkId ? [claim.artworkId] : []);
          claimed = claim;
          agreedPence = claim.pricePence;
          wanted = [claim.artworkId];
        } else if (named) {
          wanted = named.originals;
          wantedPrints = named.prints;
        } else {
          const inCart = await cartOf(tx, input.user.id);
          // The checkout's list of paintings names originals only; the whole cart has prints too.
          wantedPrints = input.artworkIds ? [] : await cartPrintsOf(tx, input.user.id);
          if (inCart.length + wantedPrints.length === 0) {
            return { ok: false, reason: "empty-cart" } as const;
          }
          wanted = input.artworkIds ?? inCart;
          // Asked for something the cart does not hold: said so, not taken for a sold painting.
          const strangers = wanted.filter((id) => !inCart.includes(id));
          if (strangers.length > 0) {
            return { ok: false, reason: "not-in-cart", artworkIds: strangers } as const;
          }
          if (wantedPrints.length > 0 && parts > 1) {
            return { ok: false, reason: "prints-not-offered", field: "instalments" } as const;
          }
        }
        const wantedEditions = wantedPrints.map((want) => want.editionId);

        // Holds that ended on these paintings and prints end now; their buyers are told once the
        // new order is in, so nobody hears a painting is free that this order takes at once.
        const expired = await expireOverdue(tx, now, wanted, wantedEditions);
        /** A refusal: told with the holds that ended, or rolled back when a hold was claimed. */
        const refuse = async (result: Exclude<PlaceResult, { ok: true }>) => {
          if (claimed) throw new Refused(result);
          await notices.expired(tx, expired);
          return result;
        };
        const priced = wanted.length > 0 ? await pricedForOrder(tx, wanted, now) : [];
        const pricedEditions = await pricedPrints(tx, wantedEditions);
        // A draft, or a work still to come, is sold only to a buyer who may see it (a follower
        // in its early look); to anyone else it is not there to buy, nor are its prints.
        const hidden = [...priced, ...pricedEditions.map((row) => row.artwork)].some(
          (row) => !visibleTo(PUBLIC_AUDIENCE, row, now),
        );
        const audience = hidden
          ? ((await input.audience?.(tx, now)) ?? PUBLIC_AUDIENCE)
          : PUBLIC_AUDIENCE;
        const rows = priced.filter((row) => visibleTo(audience, row, now));
        const prints = printLinesOf(
          wantedPrints,
          pricedEditions.filter((row) => visibleTo(audience, row.artwork, now)),
        );
        const lines = wanted
          .map((id) => rows.find((row) => row.id === id))
          .filter((row) => row?.availability === "available")
          .map((row) => row as NonNullable<typeof row>)
          // A kept work is ordered at the price agreed, when one was.
          .map((line) => (agreedPence === null ? line : { ...line, pricePence: agreedPence }));
        const unavailable = wanted.filter((id) => !lines.some((line) => line.id === id));
        // Only works the buyer may see and another holds are taken: one not yet out may be
        // open to the next buyer (a follower in its early look), and is not remembered.
        if (!claimed) learned = unavailable.filter((id) => rows.some((row) => row.id === id));
        // Named lines are all ordered or none; the cart's, whatever is left of them.
        soldOutSeen = prints.short
          .filter((short) => short.reason === "short" && short.available === 0)
          .map((short) => short.editionId);
        const exact = Boolean(input.artworkIds || named);
        if (
          (exact && (unavailable.length > 0 || prints.short.length > 0)) ||
          lines.length + prints.lines.length === 0
        ) {
          return refuse({
            ok: false,
            reason: "unavailable",
            artworkIds: unavailable,
            ...(prints.short.length > 0 ? { prints: prints.short } : {}),
          });
        }
        // Delivery from the shop's own table, by each painting's band and the country's zone;
        // collected from the studio, nothing.
        const shop = await readShopRow(tx);
        // The owner's parts, as she set them (the configuration's until she saves them).
        const max = instalmentsMaxOf(shop, deps.instalmentsMax);
        if (parts > max && parts > 1) return refuse({ ok: false, reason: "bad-instalments", max });
        const { recipient } = input;
        if ("collect" in recipient && !shop.collection) {
          return refuse({ ok: false, reason: "no-collection" });
        }
        const country = "address" in recipient ? recipient.address.country : UK_COUNTRY;
        // Each painting a parcel of its band; each print line one parcel of its print's band.
        const bands = [...lines.map(shippingBandOf), ...prints.lines.map(printLineBand)];
        const delivery =
          "address" in recipient
            ? quoteDelivery(bands, zoneOf(country), shop.rates)
            : { shippingPence: 0, blocked: [] };
        if (delivery.blocked.length > 0) {
          const artworkIds = delivery.blocked.map(
            (index) => lines[index]?.id ?? prints.lines[index - lines.length].artwork.id,
          );
          return refuse({ ok: false, reason: "not-shipped", country, artworkIds });
        }
        // No more than one payment takes (decision 053), checked before anything is written.
        const totalPence =
          lines.reduce((sum, line) => sum + line.pricePence, 0) +
          prints.lines.reduce((sum, line) => sum + printLineTotal(line), 0) +
          delivery.shippingPence;
        if (!withinMoneyLimit(totalPence)) {
          return refuse({ ok: false, reason: "over-limit", totalPence });
        }
        attempted = lines.map((line) => line.id);
        attemptedPrints = prints.lines.map((line) => ({
          editionId: line.edition.id,
          quantity: line.quantity,
        }));
        const placing = await insertOrder(tx, {
          user: input.user,
          recipient,
          paymentMethod: checkout ? "card" : "manual",
          paymentInstructions: checkout
            ? null
            : (shop.paymentInstructions ?? settings.paymentInstructions),
          lines,
          prints: prints.lines,
          shippingPence: delivery.shippingPence,
          now,
          holdExpiresAt,
        });
        if (parts > 1) {
          planned = await insertPlan(tx, placing.order, parts);
        }
        if (claimed) await holdOrdered(tx, claimed.holdId, placing.order.id);
        await deps.taken?.(tx, attempted, input.user.email, now);
        await notices.expired(tx, expired);
        // A card order is announced once its payment page is recorded, below.
        if (!checkout) {
          const lines = placing.items.map((item) => ({ ...item, planParts: planned }));
          const order = toOrder(placing.order, lines, settings);
          await notices.placed(tx, order, placing.order.buyerEmail);
        }
        return { ok: true, placing } as const;
      });
      taken.note(learned, version, now);
      soldOut.note(soldOutSeen, version, now);
      if (!outcome.ok) return outcome;
      placed = outcome.placing;
    } catch (error) {
      if (error instanceof Unavailable) {
        return { ok: false, reason: "unavailable", artworkIds: error.artworkIds };
      }
      if (error instanceof Refused) return error.result;
      // The edition's rows were locked as they were read, so this is the database's word
      // standing behind that read: an edition's last prints went to another order first.
      if (isStockViolation(error)) {
        const prints = await shortAmong(db, attemptedPrints);
        soldOut.note(
          prints.filter((short) => short.available === 0).map((short) => short.editionId),
          version,
          now,
        );
        return { ok: false, reason: "unavailable", artworkIds: [], prints };
      }
      if (!isUniqueViolation(error)) throw error;
      // Another order took a painting between our read and our insert, and has committed: ask
      // again which of ours are taken now.
      const nowTaken = await takenAmong(db, attempted, now);
      taken.note(nowTaken, version, now);
      return { ok: false, reason: "unavailable", artworkIds: nowTaken };
    }
    const { order: row } = placed;
    const items = placed.items.map((item) =>
      planned.length > 0 ? { ...item, planParts: planned } : item,
    );
    if (!checkout) return { ok: true, order: toOrder(row, items, settings) };
    // The buyer goes on to the card provider's page; without a page there is no order.
    try {
      const first = planned[0];
      const session = await checkout.open(
        row,
        items,
        first && { amountPence: first.amountPence, parts },
      );
      const opened = { ...row, stripeSessionId: session.id, stripeCheckoutUrl: session.url };
      const order = toOrder(opened, items, settings);
      await db.transaction(async (tx) => {
        await attachSession(tx, row.id, session);
        await notices.placed(tx, order, row.buyerEmail);
      });
      return { ok: true, order };
    } catch (error) {
      logger.error(
        { err: error, orderId: row.id, requestId: input.requestId },
        `Could not start card payment for order ${row.id}`,
      );
      const kept = claimed;
      await db.transaction(async (tx) => {
        await withdrawOrder(tx, row, items);
        // The work stays kept for its collector, who may try again.
        if (kept) await reopenHold(tx, kept.holdId);
      });
      return { ok: false, reason: "card-unavailable" };
    }
  }

  return { place, refusedUnseen };
}

export type PlacingDesk = ReturnType<typeof createPlacingDesk>;
