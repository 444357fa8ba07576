import { describe, expect, it } from "vitest";
import { penceOf } from "./money-input";
import { paymentRequestInputSchema } from "./payment-request-input";
import { PAYMENT_REQUEST_DAYS } from "./payment-requests";

const good = { email: " Payer@Example.com ", description: " Deposit ", amount: 0.29 };

describe("a payment request's input", () => {
  it("keeps pounds with two decimals as exact pence, and takes 14 days by default", () => {
    const parsed = paymentRequestInputSchema.parse(good);
    expect(parsed).toEqual({
      email: "Payer@Example.com",
      description: "Deposit",
      amount: 0.29,
      artworkId: undefined,
      days: PAYMENT_REQUEST_DAYS,
    });
    // 0.29 × 100 is 28.999… in floating point: the pence are rounded, never truncated.
    expect(penceOf(parsed.amount)).toBe(29);
    expect(penceOf(1234.56)).toBe(123456);
    expect(penceOf(999_999.99)).toBe(99_999_999);
  });

  it.each([
    [{ amount: 10.001 }, "amount", "Amount can have at most 2 decimal places"],
    [{ amount: 0 }, "amount", "Amount must be at least £0.01"],
    [{ amount: 1_000_000 }, "amount", "Amount must be at most £999,999.99"],
    [{ amount: Number.NaN }, "amount", "Amount must be a number"],
    [{ days: 61 }, "days", "Days must be between 1 and 60"],
    [{ description: "a\tb" }, "description", "Description must not contain control characters"],
  ])("refuses %o with its reason", (change, field, reason) => {
    const result = paymentRequestInputSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message: reason });
  });
});
