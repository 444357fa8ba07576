import type { Db } from "#server/db/client";
import { createRateLimiter } from "#server/http/rate-limit";

const HOUR = 60 * 60_000;

/**
 * Limits on a form anyone may send (follow, alert, enquiry), by client and by the address it
 * names; shared by every process (the counters are in the database).
 */
export function createCollectorThrottles(
  db: Db,
  name: string,
  limits: { byClient: number; byAddress: number },
) {
  return {
    byClient: createRateLimiter(db, { name: `${name}-ip`, limit: limits.byClient, windowMs: HOUR }),
    byAddress: createRateLimiter(db, {
      name: `${name}-address`,
      limit: limits.byAddress,
      windowMs: HOUR,
    }),
  };
}

export type CollectorThrottles = ReturnType<typeof createCollectorThrottles>;
