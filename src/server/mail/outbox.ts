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

/** The row, if `holder`'s claim on it still stands (nobody took it over after its lease). */
const heldBy = (id: string, holder: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, holder), eq(mailOutbox.status, "pending"));

/** Marks a claimed row sent; false if the claim had passed to another worker meanwhile. */
export async function markSent(db: Db, id: string, holder: string, now: Date): Promise<boolean> {
  const done = await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, claimedUntil: null, lastError: null })
    .where(heldBy(id, holder))
    .returning({ id: mailOutbox.id });
  return done.length > 0;
}

/** Lets go of a claimed row after a failed attempt: tried again from `retryAt`. */
export async function markRetry(
  db: Db,
  id: string,
  holder: string,
  failure: { error: string; retryAt: Date },
): Promise<boolean> {
  const done = await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: failure.retryAt,
      claimedBy: null,
      claimedUntil: null,
      lastError: failure.error,
    })
    .where(heldBy(id, holder))
    .returning({ id: mailOutbox.id });
  return done.length > 0;
}

/** Gives a claimed row up: `failed`, never tried again. */
export async function markFailed(
  db: Db,
  id: string,
  holder: string,
  error: string,
): Promise<boolean> {
  const done = await db
    .update(mailOutbox)
    .set({ status: "failed", claimedUntil: null, lastError: error })
    .where(heldBy(id, holder))
    .returning({ id: mailOutbox.id });
  return done.length > 0;
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
