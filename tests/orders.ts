import type { Order, ShippingInput } from "#shared/order";
import type { TestApp } from "./api";

// Order test helpers, no test runner imported: the API tests of orders, payments, the
// catalogue cache and several processes use them alike.

/** A UK address the shipping schema accepts. */
export const TEST_SHIPPING: ShippingInput = {
  name: "Ada Lovelace",
  line1: "1 High Street",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A clock the tests move by hand, so holds end (pass `now` as the app's clock). */
export function testClock(start = new Date("2026-11-22T10:00:00.000Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Puts paintings in a shopper's cart and orders them; the order placed (or an error thrown). */
export async function placeOrderFor(
  t: Pick<TestApp, "send">,
  cookie: string,
  artworkIds: string[],
): Promise<Order> {
  for (const id of artworkIds) await t.send("PUT", `/api/cart/${id}`, undefined, { cookie });
  const placed = await t.send("POST", "/api/orders", { shipping: TEST_SHIPPING }, { cookie });
  if (placed.status !== 201) throw new Error(`order not placed: ${await placed.text()}`);
  return (await placed.json()).order;
}
