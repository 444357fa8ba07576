import { and, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type Stripe from "stripe";
import { ownerAddresses } from "#server/auth/accounts";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Config } from "#server/config";
import type { Db, Queryable } from "#server/db/client";
import { artworks, paymentEvents, paymentRequests } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import type { PartRequest } from "#server/orders/ports";
import { penceOf } from "#shared/money-input";
import type { PaymentRequestStatus } from "#shared/offers";
import type { PaymentRequestValues } from "#shared/payment-request-input";
import {
  type AdminPaymentRequest,
  type PayablePaymentRequest,
  type PaymentRequestNote,
  paymentRequestNumber,
} from "#shared/payment-requests";
import { type MailedRequest, paymentRequestMails, payUrl, type RequestSite } from "./mails";

// The owner's payment requests (docs/product.md: selling; decision 046): made and mailed in
// one transaction, paid by card through Stripe Checkout (its webhook, payments/service.ts) or
// marked paid by the owner, cancelled by the owner, expired by the sweep.

type RequestRow = typeof paymentRequests.$inferSelect;
type Work = { id: string; title: string; artist: string; imageUrl: string };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Stripe takes a session's `expires_at` from 30 minutes to 24 hours after it makes it. */
const SESSION_MIN_MS = 31 * MINUTE_MS;
const SESSION_MAX_MS = 23 * HOUR_MS;
/** The most the owner's list shows at once: the newest. */
const LIST_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A line of text cut to at most 120 characters, with an ellipsis when cut. */
const shortLine = (line: string) => (line.length <= 120 ? line : `${line.slice(0, 119)}…`);

/** What a request is now: an open one past its expiry is expired, whether swept yet or not. */
export const statusAt = (row: RequestRow, now: Date): PaymentRequestStatus =>
  row.status === "open" && row.expiresAt <= now ? "expired" : row.status;

/** Why a request cannot be paid or changed, or the request as it is now. */
export type RequestResult =
  | { ok: true; request: AdminPaymentRequest }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "artwork-not-found" }
  /** A draft, or a work not yet released: its page would show it before its time. */
  | { ok: false; reason: "artwork-not-released" }
  | { ok: false; reason: "not-open"; status: PaymentRequestStatus };

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

export type PaymentRequests = ReturnType<typeof createPaymentRequests>;

export function createPaymentRequests(deps: {
  db: Db;
  outbox: MailOutbox;
  config: Pick<Config, "publicUrl" | "adminEmails" | "paymentInstructions">;
  /** The gallery's name now (the owner's choice at setup). */
  galleryName: () => string;
  /** The official SDK, when the shop takes cards. */
  stripe: Stripe | undefined;
  clock: () => Date;
  logger: Logger;
  /**
   * What a paid request sets in motion, in the transaction that records the payment: a part of
   * an order's plan of monthly parts recorded paid (orders/plans-desk.ts).
   */
  paid?: (tx: Queryable, request: RequestRow, now: Date) => Promise<void>;
}) {
  const { db, outbox, config, stripe, logger } = deps;
  const site = (): RequestSite => ({ gallery: deps.galleryName(), publicUrl: config.publicUrl });

  const workOf = async (tx: Queryable, id: string | null): Promise<Work | null> => {
    if (!id) return null;
    const [work] = await tx
      .select({
        id: artworks.id,
        title: artworks.title,
        artist: artworks.artist,
        imageUrl: artworks.imageUrl,
      })
      .from(artworks)
      .where(eq(artworks.id, id));
    return work ?? null;
  };

  /** Whether everyone may see the work `id` at `now`: public, and released. */
  const isReleased = async (tx: Queryable, id: string, now: Date) => {
    const [row] = await tx
      .select({ id: artworks.id })
      .from(artworks)
      .where(and(eq(artworks.id, id), visibleSql(PUBLIC_AUDIENCE, now)));
    return row !== undefined;
  };

  const mailed = (row: RequestRow, work: Work | null): MailedRequest => ({
    id: row.id,
    number: paymentRequestNumber(row.number),
    email: row.email,
    description: row.description,
    amountPence: row.amountPence,
    expiresAt: row.expiresAt,
    paidAt: row.paidAt,
    artwork: work && { title: work.title, artist: work.artist },
  });

  const toAdmin = (
    row: RequestRow,
    work: Pick<Work, "title"> | null,
    notes: PaymentRequestNote[],
    now: Date,
  ): AdminPaymentRequest => ({
    id: row.id,
    number: paymentRequestNumber(row.number),
    email: row.email,
    description: row.description,
    amount: row.amountPence / 100,
    artworkId: row.artworkId,
    artworkTitle: work?.title ?? null,
    status: statusAt(row, now),
    paidBy: row.status === "paid" ? (row.stripePaymentId ? "card" : "owner") : null,
    stripePaymentId: row.stripePaymentId,
    notes,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  });

  /** What the owner must know of each request's card payments: late ones, second ones. */
  const notesOf = async (tx: Queryable, ids: string[]) => {
    const notes = new Map<string, PaymentRequestNote[]>();
    if (ids.length === 0) return notes;
    const rows = await tx
      .select({ id: paymentEvents.paymentRequestId, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(
        and(
          inArray(paymentEvents.paymentRequestId, ids),
          inArray(paymentEvents.outcome, ["paid-late", "paid-twice"]),
        ),
      );
    for (const row of rows) {
      if (!row.id) continue;
      const list = notes.get(row.id) ?? [];
      if (!list.includes(row.outcome as PaymentRequestNote)) {
        list.push(row.outcome as PaymentRequestNote);
      }
      notes.set(row.id, list);
    }
    return notes;
  };

  const adminView = async (tx: Queryable, row: RequestRow, now: Date) =>
    toAdmin(
      row,
      await workOf(tx, row.artworkId),
      (await notesOf(tx, [row.id])).get(row.id) ?? [],
      now,
    );

  /** The payer's receipt and each owner's news of a paid request, in `tx`. */
  const mailPaid = async (
    tx: Queryable,
    row: RequestRow,
    paid: { paymentId: string | null; lateStatus?: string },
  ) => {
    const request = mailed(row, await workOf(tx, row.artworkId));
    const owners = await ownerAddresses(tx, config.adminEmails);
    await outbox.enqueue(tx, [
      paymentRequestMails.receipt(site(), request),
      ...owners.map((owner) => paymentRequestMails.ownerPaid(site(), owner, request, paid)),
    ]);
  };

  /**
   * Moves an open request (not past its expiry) to `status`, in one statement, so two owners
   * or two processes racing change it once; then `after` in the same transaction.
   */
  const close = (
    id: string,
    status: "paid" | "cancelled",
    after: (tx: Queryable, row: RequestRow) => Promise<void>,
  ): Promise<RequestResult> =>
    db.transaction(async (tx) => {
      const now = deps.clock();
      const [row] = await tx
        .update(paymentRequests)
        .set({ status, updatedAt: now, ...(status === "paid" ? { paidAt: now } : {}) })
        .where(
          and(
            eq(paymentRequests.id, id),
            eq(paymentRequests.status, "open"),
            gt(paymentRequests.expiresAt, now),
          ),
        )
        .returning();
      if (!row) {
        const [current] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id));
        return current
          ? { ok: false, reason: "not-open", status: statusAt(current, now) }
          : { ok: false, reason: "not-found" };
      }
      await after(tx, row);
      return { ok: true, request: await adminView(tx, row, now) };
    });

  /** A stored Checkout Session still open for a while, to send the payer back to. */
  async function openSession(row: RequestRow, now: Date): Promise<string | undefined> {
    if (!stripe || !row.stripeSessionId) return undefined;
    const session = await stripe.checkout.sessions.retrieve(row.stripeSessionId);
    const usable =
      session.status === "open" && session.expires_at * 1000 > now.getTime() + 5 * MINUTE_MS;
    return usable && session.url ? session.url : undefined;
  }

  return {
    /**
     * Makes a request and writes its mail to the payer in the same transaction (decision
     * 013). The amount arrives in pounds and is kept in whole pence.
     */
    create: (values: PaymentRequestValues): Promise<RequestResult> =>
      db.transaction(async (tx) => {
        const now = deps.clock();
        const work = await workOf(tx, values.artworkId ?? null);
        if (values.artworkId && !work) return { ok: false, reason: "artwork-not-found" };
        // The payer's page shows the work to whoever holds the link: only one that is out.
        if (values.artworkId && !(await isReleased(tx, values.artworkId, now))) {
          return { ok: false, reason: "artwork-not-released" };
        }
        const [row] = await tx
          .insert(paymentRequests)
          .values({
            email: values.email.toLowerCase(),
            description: values.description,
            amountPence: penceOf(values.amount),
            artworkId: work?.id ?? null,
            expiresAt: new Date(now.getTime() + values.days * DAY_MS),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await outbox.enqueue(tx, paymentRequestMails.request(site(), mailed(row, work)));
        return { ok: true, request: toAdmin(row, work, [], now) };
      }),

    /** Every request, newest first, as the owner lists them. */
    async list(): Promise<AdminPaymentRequest[]> {
      const now = deps.clock();
      const rows = await db
        .select({ request: paymentRequests, title: artworks.title })
        .from(paymentRequests)
        .leftJoin(artworks, eq(artworks.id, paymentRequests.artworkId))
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.number))
        .limit(LIST_LIMIT);
      const notes = await notesOf(
        db,
        rows.map(({ request }) => request.id),
      );
      return rows.map(({ request, title }) =>
        toAdmin(request, title === null ? null : { title }, notes.get(request.id) ?? [], now),
      );
    },

    /** The owner cancels an open request; its Stripe session, if any, is closed too. */
    async cancel(id: string): Promise<RequestResult> {
      const result = await close(id, "cancelled", async () => {});
      if (result.ok && stripe) {
        const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
        if (row?.stripeSessionId) {
          // A payment made meanwhile is still recorded by the webhook (paid late, noted).
          await stripe.checkout.sessions.expire(row.stripeSessionId).catch((error: Error) => {
            logger.warn(
              { err: error, requestId: id },
              "Could not expire a payment request's session",
            );
          });
        }
      }
      return result;
    },

    /** The owner records a payment made another way: the payer's receipt and the owners' news. */
    markPaid: (id: string) =>
      close(id, "paid", async (tx, row) => {
        await mailPaid(tx, row, { paymentId: null });
        await deps.paid?.(tx, row, row.updatedAt);
      }),

    /**
     * A request made for a plan's later part, in the plan's transaction, its mail with it (the
     * amount already in pence, the expiry the plan's).
     */
    async openIn(tx: Queryable, values: PartRequest): Promise<{ id: string }> {
      const now = deps.clock();
      const work = await workOf(tx, values.artworkId);
      const [row] = await tx
        .insert(paymentRequests)
        .values({
          email: values.email.toLowerCase(),
          description: shortLine(values.description),
          amountPence: values.amountPence,
          artworkId: work?.id ?? null,
          expiresAt: values.expiresAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await outbox.enqueue(tx, paymentRequestMails.request(site(), mailed(row, work)));
      return { id: row.id };
    },

    /** Open requests among `ids` cancelled, in the caller's transaction (a plan cancelled). */
    async cancelIn(tx: Queryable, ids: string[], now: Date) {
      if (ids.length === 0) return;
      await tx
        .update(paymentRequests)
        .set({ status: "cancelled", updatedAt: now })
        .where(and(inArray(paymentRequests.id, ids), eq(paymentRequests.status, "open")));
    },

    /** An open request's expiry moved, in the caller's transaction (a plan extended). */
    async extendIn(tx: Queryable, id: string, expiresAt: Date, now: Date) {
      await tx
        .update(paymentRequests)
        .set({ expiresAt, updatedAt: now })
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, "open")));
    },

    /** Requests among `ids`: their status, expiry and card payment. */
    async readIn(tx: Queryable, ids: string[]) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: paymentRequests.id,
          status: paymentRequests.status,
          expiresAt: paymentRequests.expiresAt,
          stripePaymentId: paymentRequests.stripePaymentId,
        })
        .from(paymentRequests)
        .where(inArray(paymentRequests.id, ids));
    },

    /** The payer's page of a request. */
    payUrl: (id: string) => payUrl(site(), id),

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
        paymentInstructions: stripe ? null : config.paymentInstructions,
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
      if (!stripe) return { ok: false, reason: "manual", instructions: config.paymentInstructions };
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
     * Open requests past their expiry become expired. Any process may run it: one statement
     * changes each request once.
     */
    async sweep(): Promise<number> {
      const now = deps.clock();
      const expired = await db
        .update(paymentRequests)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(paymentRequests.status, "open"), lte(paymentRequests.expiresAt, now)))
        .returning({ id: paymentRequests.id });
      return expired.length;
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
        const owners = await ownerAddresses(tx, config.adminEmails);
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
  };
}
