import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import { isWholePence, MONEY_MAX, MONEY_MAX_PENCE, penceOf, poundsSchema } from "./money-input";

const text = messages.money;
const reason = (schema: ReturnType<typeof poundsSchema>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe("an amount of pounds", () => {
  const price = poundsSchema("Price");

  it.each([0.01, 0.29, 1, 1234.56, 999_999.99])("takes %s, as whole pence", (pounds) => {
    expect(reason(price, pounds)).toBeUndefined();
    expect(penceOf(pounds) / 100).toBe(pounds);
  });

  it.each([
    // Rounds to 0 pence: no price, however small the difference a tolerance would allow.
    [4e-9, text.atLeastPenny("Price")],
    [0.004, text.atLeastPenny("Price")],
    [0, text.atLeastPenny("Price")],
    [-1, text.atLeastPenny("Price")],
    [0.005, text.wholePence("Price")],
    [1.234, text.wholePence("Price")],
    [1 + 4e-9, text.wholePence("Price")],
    [1_000_000, text.atMost("Price", "£999,999.99")],
    [99_999_999.99, text.atMost("Price", "£999,999.99")],
    [Number.POSITIVE_INFINITY, text.notANumber("Price")],
    [Number.NaN, text.notANumber("Price")],
    ["12", text.notANumber("Price")],
    [null, text.notANumber("Price")],
  ])("refuses %s with one reason: %s", (pounds, expected) => {
    expect(reason(price, pounds)).toEqual([expected]);
  });

  it("takes 0 when free, but nothing that only rounds to it", () => {
    const rate = poundsSchema("A delivery price", { free: true, max: 10_000 });
    expect(reason(rate, 0)).toBeUndefined();
    expect(reason(rate, 4e-9)).toEqual([text.wholePence("A delivery price")]);
    expect(reason(rate, -0.01)).toEqual([text.notNegative("A delivery price")]);
    expect(reason(rate, 10_000.01)).toEqual([text.atMost("A delivery price", "£10,000")]);
  });

  it("is at most the limit, the most one Stripe Checkout payment in pounds takes", () => {
    expect(MONEY_MAX_PENCE).toBe(99_999_999);
    expect(penceOf(MONEY_MAX)).toBe(MONEY_MAX_PENCE);
    // Well inside PostgreSQL's integer, which every amount column is: sums of a few too.
    expect(MONEY_MAX_PENCE * 21).toBeLessThan(2 ** 31 - 1);
    expect(isWholePence(MONEY_MAX)).toBe(true);
  });
});
