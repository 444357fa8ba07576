import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { mailOutbox } from "#server/db/schema";
import type { Mail } from "./mailer";

// Decision 013: the mail_outbox table. A mail is a row written through the transaction of the
// change it reports; the delivery worker (delivery.ts) claims, sends and settles it.

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Any database handle that can insert: the transaction of the change the mail reports. */
export type MailWriter = Pick<Db, "insert">;

/** Writes `mails` as pending rows, due at once, through `db`. */
export async function insertMails(db: MailWriter, mails: Mail[], now: Date): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/** The mail a row holds, as the mailer sends it. */
export function mailOf(row: OutboxRow): Mail {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    ...(row.headers ? { headers: row.headers } : {}),
  };
}

/** One claim on rows: who holds them, and until when. */
export type Claim = { holder: string; until: Date };

/**
 * Claims the next due row for `claim.holder` until `claim.until`: pending, its next attempt
 * due, held by nobody (or by a claim that has run out: its holder died), soonest then oldest
 * first, so mails due together go out in the order they were written. One statement, so its
 * transaction is as short as can be: a row another worker is claiming at the same moment is
 * skipped (SKIP LOCKED), never waited for, and each row goes to one claim. The attempt is
 * counted now, so a mail whose sending kills its process still reaches its give-up time.
 */
export async function claimNext(db: Db, claim: Claim, now: Date): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.seq))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      claimedBy: claim.holder,
      claimedUntil: claim.until,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row;
}

/** What became of one attempt at a claimed row. */
export type Settlement =
  | { status: "sent"; at: Date }
  | { status: "pending"; error: string; retryAt: Date }
  | { status: "failed"; error: string };

/** The row's new values: a sent row keeps who sent it; a retried one is free to claim again. */
function changesFor(settlement: Settlement) {
  switch (settlement.status) {
    case "sent":
      return {
        status: "sent" as const,
        sentAt: settlement.at,
        claimedUntil: null,
        lastError: null,
      };
    case "pending":
      return {
        nextAttemptAt: settlement.retryAt,
        claimedBy: null,
        claimedUntil: null,
        lastError: settlement.error,
      };
    case "failed":
      return { status: "failed" as const, claimedUntil: null, lastError: settlement.error };
  }
}

/**
 * Records what became of an attempt at a row `holder` claimed, if the claim still stands:
 * false when it had run out and another worker has the row now.
 */
export async function settle(
  db: Db,
  id: string,
  holder: string,
  settlement: Settlement,
): Promise<boolean> {
  const settled = await db
    .update(mailOutbox)
    .set(changesFor(settlement))
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.claimedBy, holder),
        eq(mailOutbox.status, "pending"),
      ),
    )
    .returning({ id: mailOutbox.id });
  return settled.length > 0;
}

/**
 * What the features write mail through: `enqueue` in their transactions, and `afterwards`
 * around a request or a sweep, so the delivery is woken as soon as what it enqueued has
 * committed.
 */
export type MailOutbox = {
  /** Writes the mails as pending rows through `db`: the transaction of the change they report. */
  enqueue(db: MailWriter, mails: Mail | Mail[]): Promise<void>;
  /** Runs `work`; if mail was enqueued meanwhile, wakes the delivery once `work` is done. */
  afterwards<T>(work: () => Promise<T>): Promise<T>;
};

export function createMailOutbox(deps: { clock: () => Date; wake: () => void }): MailOutbox {
  // Mails enqueued by this process so far. A request or sweep that saw it change wakes the
  // delivery when it ends: its own transactions have committed by then (another's wake may
  // come early and find nothing yet, but that one's own end wakes it again).
  let enqueued = 0;
  return {
    async enqueue(db, mails) {
      const list = Array.isArray(mails) ? mails : [mails];
      await insertMails(db, list, deps.clock());
      enqueued += list.length;
    },
    async afterwards(work) {
      const before = enqueued;
      try {
        return await work();
      } finally {
        if (enqueued !== before) deps.wake();
      }
    },
  };
}
