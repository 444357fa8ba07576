import { expect } from "vitest";
import { saveSettings } from "#server/shop/service";
import type { Artwork } from "#shared/artwork";
import { DEFAULT_RATES } from "#shared/delivery";
import type { Order } from "#shared/order";
import { ratesInPounds } from "#shared/shop";
import type { TestApp, TestUser } from "./api";
import { TEST_SHIPPING } from "./orders";

// The steps of the orders' API tests, asserting as they go: a cart filled, an order placed,
// the owner acting on it.

export async function addToCart(t: TestApp, user: TestUser, artworks: Artwork[]) {
  for (const artwork of artworks) {
    const response = await t.send("PUT", `/api/cart/${artwork.id}`, undefined, {
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
  }
}

export const place = (t: TestApp, user: TestUser, body: unknown = { shipping: TEST_SHIPPING }) =>
  t.send("POST", "/api/orders", body, { cookie: user.cookie });

export async function placed(t: TestApp, user: TestUser, body?: unknown): Promise<Order> {
  const response = await place(t, user, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).order;
}

export async function availabilityOf(t: TestApp, id: string) {
  return ((await (await t.app.request(`/api/artworks/${id}`)).json()) as Artwork).availability;
}

export const act = (t: TestApp, owner: TestUser, order: Order, action: string, body?: unknown) =>
  t.send("POST", `/api/admin/orders/${order.id}/${action}`, body, { cookie: owner.cookie });

/** Who sells, as the owner gives it at setup: what an order's mails keep on record. */
export const TEST_TRADER = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
};

/** The shop's business details set (the delivery rates a new shop has), straight in the row. */
export async function setTrader(t: TestApp) {
  await saveSettings(
    t.db,
    { ...TEST_TRADER, delivery: { rates: ratesInPounds(DEFAULT_RATES), collection: true } },
    new Date(),
  );
}
