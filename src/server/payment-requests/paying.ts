import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Queryable } from "#server/db/client";
import { paymentRequests } from "#server/db/schema";
import { noticeAddresses, readPaymentInstructions } from "#server/shop/service";
import type { PaymentRequestStatus } from "#shared/offers";
import {
  type PayablePaymentRequest,
  type PaymentRequestNote,
  paymentRequestNumber,
} from "#shared/payment-requests";
import { paymentRequestMails, payUrl } from "./mails";
import {
  closeOpen,
  mailed,
  type RequestDeps,
  type RequestRow,
  requestSite,
  shortLine,
  statusAt,
  workOf,
} from "./rows";

// Paying a payment request (decision 046): the payer's page on the link, a Stripe Checkout
// Session to pay by card, the session's completion from the webhook (payments/service.ts);
// or the owner recording a payment made another way. Either way the payer's receipt and the
// owners' news go in the transaction that records it.

export type CheckoutResult =
  | { ok: true; url: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-open"; status: PaymentRequestStatus }
  | { ok: false; reason: "manual"; instructions: string }
  | { ok: false; reason: "expires-soon" }
  | { ok: false; reason: "card-unavailable" };

/** What a Checkout Session's news did to its request (recorded on its payment event). */
export type RequestOutcome =
  | "paid"
  | PaymentRequestNote
  | "ignored"
  | "unknown-request"
  | "amount-mismatch";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Stripe takes a session's `expires_at` from 30 minutes to 24 hours after it makes it. */
const SESSION_MIN_MS = 31 * MINUTE_MS;
const SESSION_MAX_MS = 23 * HOUR_MS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRequestPaying(deps: RequestDeps) {
  const { db, outbox, config, stripe, logger } = deps;
  const site = () => requestSite(deps);

  /** The payer's receipt and the owner's news of a paid request, in `tx`. */
  const mailPaid = async (
    tx: Queryable,
    row: RequestRow,
    paid: { paymentId: string | null; lateStatus?: string },
  ) => {
    const request = mailed(row, await workOf(tx, row.artworkId));
    const owners = await noticeAddresses(tx, config.adminEmails);
    await outbox.enqueue(tx, [
      paymentRequestMails.receipt(site(), request),
      ...owners.map((owner) => paymentRequestMails.ownerPaid(site(), owner, request, paid)),
    ]);
  };

  /** A stored Checkout Session still open for a while, to send the payer back to. */
  async function openSession(row: RequestRow, now: Date): Promise<string | undefined> {
    if (!stripe || !row.stripeSessionId) return undefined;
    const session = await stripe.checkout.sessions.retrieve(row.stripeSessionId);
    const usable =
      session.status === "open" && session.expires_at * 1000 > now.getTime() + 5 * MINUTE_MS;
    return usable && session.url ? session.url : undefined;
  }

  return {
    /** What the payer's page shows; undefined for no such request. Never the payer's address. */
    async payable(id: string): Promise<PayablePaymentRequest | undefined> {
      const now = deps.clock();
      const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
      if (!row) return undefined;
      const work = await workOf(db, row.artworkId);
      return {
        id: row.id,
        number: paymentRequestNumber(row.number),
        gallery: deps.galleryName(),
        description: row.description,
        amount: row.amountPence / 100,
        artwork: work,
        status: statusAt(row, now),
        expiresAt: row.expiresAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
        method: stripe ? "card" : "manual",
        paymentInstructions: stripe
          ? null
          : await readPaymentInstructions(db, config.paymentInstructions),
      };
    },

    /**
     * A Stripe Checkout Session for an open request (decision 046): GBP, one line at the
     * request's amount, the request's id in its metadata, expiring no later than the request
     * and within Stripe's 24 hours. A session still open is reused; a new one is made under a
     * key of the request's id and its expiry, so clicks racing each other get one session.
     */
    async checkout(id: string): Promise<CheckoutResult> {
      const now = deps.clock();
      const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
      if (!row) return { ok: false, reason: "not-found" };
      const status = statusAt(row, now);
      if (status !== "open") return { ok: false, reason: "not-open", status };
      if (!stripe) {
        const instructions = await readPaymentInstructions(db, config.paymentInstructions);
        return { ok: false, reason: "manual", instructions };
      }
      // The session's end: the request's, or 23 hours from the start of this hour (the same for
      // every click within it), whichever is sooner.
      const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
      const endsAt = Math.min(row.expiresAt.getTime(), hour + SESSION_MAX_MS);
      if (endsAt - now.getTime() < SESSION_MIN_MS) return { ok: false, reason: "expires-soon" };
      const expiresAt = Math.floor(endsAt / 1000);
      try {
        const open = await openSession(row, now);
        if (open) return { ok: true, url: open };
        const back = payUrl(site(), row.id);
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            currency: "gbp",
            customer_email: row.email,
            client_reference_id: row.id,
            metadata: { paymentRequestId: row.id },
            payment_intent_data: { metadata: { paymentRequestId: row.id } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "gbp",
                  unit_amount: row.amountPence,
                  product_data: {
                    // Stripe's page shows a line's name on one line or two: the start of it.
                    name: shortLine(row.description),
                    description: `${site().gallery}, ${paymentRequestNumber(row.number)}`,
                  },
                },
              },
            ],
            success_url: `${back}?paid=1`,
            cancel_url: back,
            expires_at: expiresAt,
          },
          { idempotencyKey: `atelier-payment-request-${row.id}-${expiresAt}` },
        );
        if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
        const previous = row.stripeSessionId;
        await db
          .update(paymentRequests)
          .set({ stripeSessionId: session.id, stripeCheckoutUrl: session.url, updatedAt: now })
          .where(and(eq(paymentRequests.id, row.id), eq(paymentRequests.status, "open")));
        // One session at a time: the one it replaces can no longer be paid.
        if (previous && previous !== session.id) {
          await stripe.checkout.sessions.expire(previous).catch(() => undefined);
        }
        return { ok: true, url: session.url };
      } catch (error) {
        logger.warn(
          { err: error, requestId: row.id },
          "Could not open a payment request's session",
        );
        return { ok: false, reason: "card-unavailable" };
      }
    },

    /**
     * A completed Checkout Session for a request, inside the transaction that records its
     * event once (payments/service.ts). Paid and of the request's amount in GBP: an open
     * request is paid; a cancelled or expired one is paid too, and noted (the money has
     * arrived: the owner keeps or refunds it); one paid already is left as it is and the
     * owners are asked to refund the second payment. The mails go in the same transaction.
     */
    async completed(
      tx: Queryable,
      session: Stripe.Checkout.Session,
      now: Date,
    ): Promise<{ outcome: RequestOutcome; requestId?: string }> {
      const id = session.metadata?.paymentRequestId ?? "";
      const [row] = UUID.test(id)
        ? await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for("update")
        : [];
      if (!row) return { outcome: "unknown-request" };
      const requestId = row.id;
      if (session.payment_status !== "paid") return { outcome: "ignored", requestId };
      if (session.amount_total !== row.amountPence || session.currency !== "gbp") {
        return { outcome: "amount-mismatch", requestId };
      }
      const paymentId =
        typeof session.payment_intent === "string"
          ? session.payment_intent
          : (session.payment_intent?.id ?? session.id);
      if (row.status === "paid") {
        if (row.stripePaymentId === paymentId) return { outcome: "ignored", requestId };
        const request = mailed(row, await workOf(tx, row.artworkId));
        const owners = await noticeAddresses(tx, config.adminEmails);
        await outbox.enqueue(
          tx,
          owners.map((owner) =>
            paymentRequestMails.ownerPaidTwice(site(), owner, request, paymentId),
          ),
        );
        return { outcome: "paid-twice", requestId };
      }
      const late = row.status !== "open";
      const [paid] = await tx
        .update(paymentRequests)
        .set({
          status: "paid",
          paidAt: now,
          updatedAt: now,
          stripePaymentId: paymentId,
          stripeSessionId: session.id,
        })
        .where(eq(paymentRequests.id, row.id))
        .returning();
      await mailPaid(tx, paid, { paymentId, ...(late ? { lateStatus: row.status } : {}) });
      await deps.paid?.(tx, paid, now);
      return { outcome: late ? "paid-late" : "paid", requestId };
    },

    /** The owner records a payment made another way: the payer's receipt and the owners' news. */
    markPaid: (id: string) =>
      closeOpen(deps, id, "paid", async (tx, row) => {
        await mailPaid(tx, row, { paymentId: null });
        await deps.paid?.(tx, row, row.updatedAt);
      }),
  };
}
