import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Site } from "#server/collectors/mails";
import { users } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";
import { orderItems, orders, reviews } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import { orderNumber } from "#shared/order";
import {
  type AdminReview,
  averageRating,
  type PublicReview,
  type ReviewInput,
  type ReviewsPage,
  reviewerName,
} from "#shared/reviews";
import { reviewInvitationMail } from "./mails";

type ReviewRow = typeof reviews.$inferSelect;

/** The most the pages list at once: the newest. */
const LIST_LIMIT = 500;

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  displayName: row.displayName,
  artworkTitle: row.artworkTitle,
  createdAt: row.createdAt.toISOString(),
  reply: row.reply,
});

/** An order's paintings' titles, as it bought them: "Harbour at Dusk and Quiet Field". */
async function titlesOf(db: Pick<Db, "select">, orderId: string) {
  const items = await db
    .select({ title: orderItems.title })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const titles = items.map((item) => item.title);
  return titles.length > 1 ? `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}` : titles[0];
}

/** What anyone may read: the published reviews, newest first, their count and average. */
export async function publishedReviews(db: Pick<Db, "select">): Promise<ReviewsPage> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::integer`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::integer`,
    })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, "published"))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(LIST_LIMIT);
  // The average of every published review, not only of those listed.
  return {
    average: averageRating(totals.sum, totals.count),
    count: totals.count,
    items: rows.map(toPublic),
  };
}

export type SubmitResult =
  | { ok: true; status: "pending" }
  | { ok: false; reason: "not-found" | "not-sent" | "already" };

/**
 * Reviews from buyers: written once per order that was sent to them, shown only once an owner
 * publishes them, never edited by the shop (the owner may reply or hide one). Buyers are
 * invited by e-mail `inviteDays` after delivery, once, through the outbox.
 */
export function createReviews(deps: {
  db: Db;
  outbox: MailOutbox;
  site: Site;
  inviteDays: number;
}) {
  const { db, outbox, site } = deps;

  /** An owner's change to one review; undefined when there is no such review. */
  async function change(id: string, set: Partial<ReviewRow>): Promise<AdminReview | undefined> {
    const [row] = await db.update(reviews).set(set).where(eq(reviews.id, id)).returning();
    if (!row) return undefined;
    const [order] = await db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    return toAdmin(row, order.number);
  }

  const toAdmin = (row: ReviewRow, number: number): AdminReview => ({
    ...toPublic(row),
    status: row.status,
    orderNumber: orderNumber(number),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  });

  return {
    /**
     * The buyer's review of their order, once it was sent to them (shipped; delivered,
     * returned or refunded after that count too). Another's order is not found; a second review
     * of one order is refused — by the unique order id, whatever races.
     */
    async submit(
      userId: string,
      orderId: string,
      input: Required<Pick<ReviewInput, "rating" | "text">> & { displayName?: string },
      now: Date,
    ): Promise<SubmitResult> {
      const [order] = await db
        .select({ id: orders.id, shippedAt: orders.shippedAt, name: users.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) return { ok: false, reason: "not-found" };
      if (!order.shippedAt) return { ok: false, reason: "not-sent" };
      const inserted = await db
        .insert(reviews)
        .values({
          orderId,
          userId,
          rating: input.rating,
          text: input.text,
          displayName: input.displayName ?? reviewerName(order.name),
          artworkTitle: (await titlesOf(db, orderId)) ?? "",
          createdAt: now,
        })
        .onConflictDoNothing({ target: reviews.orderId })
        .returning({ id: reviews.id });
      if (inserted.length === 0) return { ok: false, reason: "already" };
      return { ok: true, status: "pending" };
    },

    /** The buyer's orders they have reviewed, for their Orders tab. */
    async reviewedBy(userId: string): Promise<string[]> {
      const rows = await db
        .select({ orderId: reviews.orderId })
        .from(reviews)
        .where(eq(reviews.userId, userId));
      return rows.map((row) => row.orderId);
    },

    /** What anyone may read: the published reviews, newest first, their count and average. */
    published: () => publishedReviews(db),

    /** Every review for the owner, newest first, with its order's number. */
    async all(): Promise<AdminReview[]> {
      const rows = await db
        .select({ review: reviews, number: orders.number })
        .from(reviews)
        .innerJoin(orders, eq(orders.id, reviews.orderId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => toAdmin(row.review, row.number));
    },

    publish: (id: string, now: Date) => change(id, { status: "published", publishedAt: now }),
    hide: (id: string) => change(id, { status: "hidden" }),
    reply: (id: string, text: string, now: Date) => change(id, { reply: text, repliedAt: now }),

    /**
     * Invites the buyers of orders delivered `inviteDays` ago or more, not reviewed and not
     * invited yet, each once: the order is marked in the transaction that writes its mail, and
     * the update re-checks it, so with several processes each buyer is asked once.
     */
    async invite(now: Date): Promise<number> {
      const due = new Date(now.getTime() - deps.inviteDays * 86_400_000);
      return db.transaction(async (tx) => {
        const invited = await tx
          .update(orders)
          .set({ reviewInvitedAt: now })
          .where(
            and(
              inArray(orders.status, ["delivered"]),
              isNotNull(orders.deliveredAt),
              lte(orders.deliveredAt, due),
              isNull(orders.reviewInvitedAt),
              isNotNull(orders.userId),
              notExists(tx.select().from(reviews).where(eq(reviews.orderId, orders.id))),
            ),
          )
          .returning({ id: orders.id, email: orders.buyerEmail });
        for (const order of invited) {
          const titles = (await titlesOf(tx, order.id)) ?? "";
          await outbox.enqueue(tx, reviewInvitationMail(site, order.email, order.id, titles));
        }
        return invited.length;
      });
    },
  };
}
export type Reviews = ReturnType<typeof createReviews>;
