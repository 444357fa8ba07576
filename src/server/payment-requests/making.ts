import { and, desc, eq, inArray } from "drizzle-orm";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Queryable } from "#server/db/client";
import { artworks, paymentRequests } from "#server/db/schema";
import type { PartRequest } from "#server/orders/ports";
import { penceOf } from "#shared/money-input";
import type { PaymentRequestValues } from "#shared/payment-request-input";
import type { AdminPaymentRequest } from "#shared/payment-requests";
import { paymentRequestMails, payUrl } from "./mails";
import {
  mailed,
  notesOf,
  type RequestDeps,
  type RequestResult,
  requestSite,
  shortLine,
  toAdmin,
  workOf,
} from "./rows";

// Making a payment request (docs/product.md: selling; decision 046): the owner's, for a sum,
// or a plan's later part; each made and mailed its link in one transaction. And reading them
// back: the owner's list, a plan's requests.

const DAY_MS = 86_400_000;
/** The most the owner's list shows at once: the newest. */
const LIST_LIMIT = 500;

/** Whether everyone may see the work `id` at `now`: public, and released. */
async function isReleased(tx: Queryable, id: string, now: Date) {
  const [row] = await tx
    .select({ id: artworks.id })
    .from(artworks)
    .where(and(eq(artworks.id, id), visibleSql(PUBLIC_AUDIENCE, now)));
  return row !== undefined;
}

export function createRequestMaking(
  deps: Pick<RequestDeps, "db" | "outbox" | "config" | "galleryName" | "clock">,
) {
  const { db, outbox } = deps;

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
        await outbox.enqueue(tx, paymentRequestMails.request(requestSite(deps), mailed(row, work)));
        return { ok: true, request: toAdmin(row, work, [], now) };
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
      await outbox.enqueue(tx, paymentRequestMails.request(requestSite(deps), mailed(row, work)));
      return { id: row.id };
    },

    /** The payer's page of a request. */
    payUrl: (id: string) => payUrl(requestSite(deps), id),

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
  };
}
