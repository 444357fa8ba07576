// A shopper's offer on a work: checked against the work's price and the shop's minimum, one open
// offer per shopper and work, the owners mailed it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { offers } from "#server/db/schema";
import { isUniqueViolation } from "#server/orders/service";
import { noticeAddresses, readOfferRules } from "#server/shop/service";
import { messages } from "#shared/messages";
import { formatPrice, poundsFromPence } from "#shared/money";
import { penceOf } from "#shared/money-input";
import {
  lowestOfferPence,
  OFFER_ANSWER_HOURS,
  type Offer,
  OPEN_OFFER_STATUSES,
  offerRefusal,
} from "#shared/offers";
import { offerReceivedMail } from "./mails";
import { offerById } from "./offer-rows";
import { HOUR, lockWork, type OfferRefusal, type OffersDeps } from "./works";

const text = messages.offerApi;
const price = (pence: number) => formatPrice(poundsFromPence(pence));

/** The signed-in shopper making an offer. */
export type Shopper = { id: string; email: string; name: string };
export type OfferInput = { artworkId: string; amountPence: number; message?: string };

/**
 * A signed-in shopper's offer on an available work, while the owner takes offers: on a work
 * priced at least her lowest price, below the price and at least her lowest share of it; one
 * open offer per shopper and work. The owners are mailed it.
 */
export async function makeOffer(
  deps: Pick<OffersDeps, "db" | "outbox" | "site" | "clock" | "config">,
  user: Shopper,
  input: OfferInput,
): Promise<{ ok: true; offer: Offer } | OfferRefusal> {
  const { db, outbox, site, clock, config } = deps;
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const work = await lockWork(tx, input.artworkId, now, true);
      if (!work) return { ok: false, reason: "not-found" } as const;
      if (work.availability !== "available") return { ok: false, reason: "not-available" } as const;
      // The owner's rules as they stand in this transaction (the configuration's until set).
      const rules = await readOfferRules(tx, config.offersMinPrice);
      if (!rules.enabled) return { ok: false, reason: "offers-off" } as const;
      const minimum = penceOf(rules.minPrice);
      const refusal = offerRefusal(input.amountPence, work.pricePence, minimum, rules.lowestShare);
      if (refusal) {
        // The lowest offer is named only when she chooses to show it.
        const error =
          refusal === "too-cheap-to-offer"
            ? text.tooCheapToOffer(price(minimum))
            : refusal === "not-below-price"
              ? text.notBelowPrice(price(work.pricePence))
              : rules.showLowest
                ? text.tooLow(price(lowestOfferPence(work.pricePence, rules.lowestShare)))
                : text.tooLowUnshown;
        return { ok: false, reason: "bad-amount", error } as const;
      }
      const [open] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.artworkId, work.id),
            eq(offers.userId, user.id),
            inArray(offers.status, OPEN_OFFER_STATUSES),
            sql`${offers.expiresAt} > ${now}`,
          ),
        );
      if (open) return { ok: false, reason: "already-offered" } as const;
      // One that ran out unswept would block the unique index: it expires now.
      await tx
        .update(offers)
        .set({ status: "expired", updatedAt: now })
        .where(
          and(
            eq(offers.artworkId, work.id),
            eq(offers.userId, user.id),
            inArray(offers.status, OPEN_OFFER_STATUSES),
          ),
        );
      const expiresAt = new Date(now.getTime() + OFFER_ANSWER_HOURS * HOUR);
      const [row] = await tx
        .insert(offers)
        .values({
          artworkId: work.id,
          userId: user.id,
          email: user.email.toLowerCase(),
          amountPence: input.amountPence,
          message: input.message ?? null,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const owners = await noticeAddresses(tx, config.adminEmails);
      const who = user.name ? `${user.name} (${user.email})` : user.email;
      await outbox.enqueue(
        tx,
        owners.map((owner) => offerReceivedMail(site, owner, { ...row, who }, work)),
      );
      const offer = await offerById(tx, row.id, now);
      return { ok: true, offer: offer as Offer } as const;
    });
  } catch (error) {
    // The same shopper's second offer, sent at the same moment.
    if (isUniqueViolation(error)) return { ok: false, reason: "already-offered" };
    throw error;
  }
}
