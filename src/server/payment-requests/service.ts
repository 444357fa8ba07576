import { createRequestMaking } from "./making";
import { createRequestPaying } from "./paying";
import type { RequestDeps } from "./rows";
import { createRequestSweeping } from "./sweeping";

// The owner's payment requests (docs/product.md: selling; decision 046), one object over
// three parts: made and mailed in one transaction (making.ts); paid by card through Stripe
// Checkout (its webhook, payments/service.ts) or marked paid by the owner (paying.ts);
// cancelled by the owner or a plan, expired by the sweep (sweeping.ts). What they share —
// the row, its status now, the owner's view — is in rows.ts.

export type PaymentRequests = ReturnType<typeof createPaymentRequests>;

export function createPaymentRequests(deps: RequestDeps) {
  return {
    ...createRequestMaking(deps),
    ...createRequestPaying(deps),
    ...createRequestSweeping(deps),
  };
}
