import { and, eq, gt, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { Config } from "#server/config";
import type { Db, Queryable } from "#server/db/client";
import { artworks, paymentEvents, paymentRequests } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import type { PaymentRequestStatus } from "#shared/offers";
import {
  type AdminPaymentRequest,
  type PaymentRequestNote,
  paymentRequestNumber,
} from "#shared/payment-requests";
import type { MailedRequest, RequestSite } from "./mails";

// What making, paying and sweeping a payment request share: its row, its status now, the work
// it is for, the owner's view of it and the one move that closes an open request.

export type RequestRow = typeof paymentRequests.$inferSelect;
export type Work = { id: string; title: string; artist: string; imageUrl: string };

/** What the payment requests are made of (services.ts); service.ts hands it to each part. */
export type RequestDeps = {
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
};

/** Why a request cannot be paid or changed, or the request as it is now. */
export type RequestResult =
  | { ok: true; request: AdminPaymentRequest }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "artwork-not-found" }
  /** A draft, or a work not yet released: its page would show it before its time. */
  | { ok: false; reason: "artwork-not-released" }
  | { ok: false; reason: "not-open"; status: PaymentRequestStatus };

/** What a request is now: an open one past its expiry is expired, whether swept yet or not. */
export const statusAt = (row: RequestRow, now: Date): PaymentRequestStatus =>
  row.status === "open" && row.expiresAt <= now ? "expired" : row.status;

/** A line of text cut to at most 120 characters, with an ellipsis when cut. */
export const shortLine = (line: string) => (line.length <= 120 ? line : `${line.slice(0, 119)}…`);

/** What every request's mail and payer's page know of the shop, now. */
export const requestSite = (deps: Pick<RequestDeps, "galleryName" | "config">): RequestSite => ({
  gallery: deps.galleryName(),
  publicUrl: deps.config.publicUrl,
});

/** The work a request is for, if any. */
export async function workOf(tx: Queryable, id: string | null): Promise<Work | null> {
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
}

/** A request as its mails tell it. */
export const mailed = (row: RequestRow, work: Work | null): MailedRequest => ({
  id: row.id,
  number: paymentRequestNumber(row.number),
  email: row.email,
  description: row.description,
  amountPence: row.amountPence,
  expiresAt: row.expiresAt,
  paidAt: row.paidAt,
  artwork: work && { title: work.title, artist: work.artist },
});

/** A request as the owner sees it. */
export const toAdmin = (
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
export async function notesOf(tx: Queryable, ids: string[]) {
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
}

const adminView = async (tx: Queryable, row: RequestRow, now: Date) =>
  toAdmin(
    row,
    await workOf(tx, row.artworkId),
    (await notesOf(tx, [row.id])).get(row.id) ?? [],
    now,
  );

/**
 * Moves an open request (not past its expiry) to `status`, in one statement, so two owners
 * or two processes racing change it once; then `after` in the same transaction.
 */
export const closeOpen = (
  deps: Pick<RequestDeps, "db" | "clock">,
  id: string,
  status: "paid" | "cancelled",
  after: (tx: Queryable, row: RequestRow) => Promise<void>,
): Promise<RequestResult> =>
  deps.db.transaction(async (tx) => {
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
