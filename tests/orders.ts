import type { ShippingInput } from "#shared/order";

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
