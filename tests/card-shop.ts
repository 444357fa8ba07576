import { afterAll, beforeAll, expect } from "vitest";
import type { Artwork } from "#shared/artwork";
import type { Order, ShippingInput } from "#shared/order";
import { createTestApp, type TestApp, type TestUser } from "./api";
import type { ArtworkFixture } from "./database";
import { TEST_SHIPPING, testClock } from "./orders";
import { type StripeStandIn, startStripeStandIn } from "./stripe-stand-in";

// A shop that takes cards, for the API tests of payments and refunds: the app pointed at a
// local stand-in that speaks Stripe's HTTP API and delivers its events to the app's webhook.

export const WEBHOOK_SECRET = "whsec_atelier_test_secret";

/** The app with card payments, pointed at a Stripe stand-in that delivers events to it. */
export function useCardShop(artworks: ArtworkFixture[]) {
  const clock = testClock();
  const state = { clock } as { t: TestApp; standIn: StripeStandIn; clock: typeof clock };
  const webhook = async (payload: string, signature: string | undefined, t = state.t) =>
    t.app.request("/api/payments/stripe/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === undefined ? {} : { "stripe-signature": signature }),
      },
      body: payload,
    });
  beforeAll(async () => {
    state.standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      deliver: (payload, signature) => webhook(payload, signature),
    });
    state.t = await createTestApp({
      clock: clock.now,
      artworks,
      env: {
        ADMIN_EMAILS: "owner@example.com",
        STRIPE_SECRET_KEY: "sk_test_atelier",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: state.standIn.url,
        PUBLIC_URL: "https://gallery.example",
      },
    });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.standIn?.close();
  });
  return { state, webhook };
}

export async function cardOrder(
  t: TestApp,
  buyer: TestUser,
  artworks: Artwork[],
  shipping: ShippingInput = TEST_SHIPPING,
) {
  for (const artwork of artworks) {
    await t.send("PUT", `/api/cart/${artwork.id}`, undefined, { cookie: buyer.cookie });
  }
  const response = await t.send("POST", "/api/orders", { shipping }, { cookie: buyer.cookie });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order as Order;
}

export const sessionIdOf = (order: Order) =>
  new URL(order.payUrl ?? "").pathname.split("/").at(-1) ?? "";

export async function orderOf(t: TestApp, buyer: TestUser, id: string): Promise<Order> {
  const response = await t.app.request(`/api/orders/${id}`, { headers: { cookie: buyer.cookie } });
  return (await response.json()).order;
}

export async function availabilityOf(t: TestApp, id: string) {
  return ((await (await t.app.request(`/api/artworks/${id}`)).json()) as Artwork).availability;
}
