import type Stripe from "stripe";
import type { Config } from "#server/config";
import { onFirstUse } from "#server/lib/on-first-use";

export type StripeSettings = NonNullable<Config["stripe"]>;

/**
 * The official SDK. STRIPE_API_BASE points it at another host — tests use a local
 * stand-in that speaks Stripe's HTTP API, since Stripe cannot be reached from here.
 */
/** The SDK, loaded only by a shop that takes cards. */
const sdk = onFirstUse<typeof Stripe>("stripe");

export function createStripeClient(settings: StripeSettings): Stripe {
  const Stripe = sdk();
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol }
      : {}),
  });
}

/**
 * A card order holds its paintings as long as its Checkout Session lives. Stripe
 * takes `expires_at` from 30 minutes after it creates the session, so the hold is 31 minutes:
 * the minimum, with a minute for the request and the two clocks.
 */
export const CARD_HOLD_HOURS = 31 / 60;
