import { and, eq, inArray, lte } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { paymentRequests } from "#server/db/schema";
import { closeOpen, type RequestDeps, type RequestResult } from "./rows";

// How an unpaid payment request ends (decision 046): expired by the sweep once past its
// expiry, cancelled by the owner or with its plan; and its expiry moved when a plan is
// extended. A payment that arrives after is still recorded, and noted (paying.ts).

export function createRequestSweeping(
  deps: Pick<RequestDeps, "db" | "stripe" | "clock" | "logger">,
) {
  const { db, stripe, logger } = deps;

  return {
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

    /** The owner cancels an open request; its Stripe session, if any, is closed too. */
    async cancel(id: string): Promise<RequestResult> {
      const result = await closeOpen(deps, id, "cancelled", async () => {});
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
  };
}
