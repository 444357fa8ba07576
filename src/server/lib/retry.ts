// The back-off of work retried in the background: the mail outbox (decision 013) and the
// automatic refund of a late card payment.

/** The wait after a first failed attempt; each further failure doubles it… */
export const FIRST_RETRY_MS = 15_000;
/** …up to this. */
export const LONGEST_RETRY_MS = 15 * 60_000;
/** Work still failing this long after it was asked for is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long to wait after the `attempts`-th failed attempt: 15 s, 30 s, 1 min, … 15 min. */
export function retryDelay(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^6 × 15 s already passes 15 min; capping the exponent keeps the number finite.
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(doublings, 16));
}

export type AfterFailure = { retryAt: Date } | { giveUp: true };

/**
 * What follows a failed attempt at work asked for at `createdAt` (a mail written, a refund
 * due): another at `retryAt`, or, once it has been failing for GIVE_UP_AFTER_MS, none.
 */
export function afterFailure(input: {
  attempts: number;
  createdAt: Date;
  now: Date;
}): AfterFailure {
  const { attempts, createdAt, now } = input;
  if (now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS) return { giveUp: true };
  return { retryAt: new Date(now.getTime() + retryDelay(attempts)) };
}
