import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import {
  cancelPeriodEnd,
  canTransition,
  importChargesApply,
  returnSchema,
  withinCancelPeriod,
} from "./order";

describe("the right to cancel", () => {
  it("ends 14 days after the UK day of delivery, at that day's end", () => {
    expect(cancelPeriodEnd(new Date("2026-11-22T10:00:00Z"))).toBe("2026-12-06");
    // 23:30 UTC on 30 June is 1 July in London.
    expect(cancelPeriodEnd(new Date("2027-06-30T23:30:00Z"))).toBe("2027-07-15");
    expect(withinCancelPeriod("2026-12-06", new Date("2026-12-06T23:59:00Z"))).toBe(true);
    expect(withinCancelPeriod("2026-12-06", new Date("2026-12-07T00:00:00Z"))).toBe(false);
  });

  it("counts calendar days across months, years and clock changes", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2027-03-20", 14)).toBe("2027-04-03");
    expect(addDays("2028-02-20", 14)).toBe("2028-03-05");
  });

  it("lets a paid order be cancelled, a sent one returned, and a return refunded", () => {
    expect(canTransition("paid", "refund_due")).toBe(true);
    expect(canTransition("shipped", "return_requested")).toBe(true);
    expect(canTransition("delivered", "return_requested")).toBe(true);
    expect(canTransition("return_requested", "refund_due")).toBe(true);
    expect(canTransition("refund_due", "refunded")).toBe(true);
    expect(canTransition("paid", "return_requested")).toBe(false);
    expect(canTransition("paid", "delivered")).toBe(false);
    expect(canTransition("refunded", "refund_due")).toBe(false);
  });

  it("takes an optional reason of several lines, and nothing else", () => {
    expect(returnSchema.parse({})).toEqual({});
    expect(returnSchema.parse({ reason: "  " })).toEqual({ reason: undefined });
    expect(returnSchema.parse({ reason: "Too big\nfor the wall" }).reason).toBe(
      "Too big\nfor the wall",
    );
    expect(returnSchema.safeParse({ reason: "a\u0000b" }).success).toBe(false);
    expect(returnSchema.safeParse({ reason: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("import charges", () => {
  const address = { name: "A", line1: "1 Rue", city: "Paris", postcode: "75001" };
  it("apply to an order sent outside the UK, not to one collected", () => {
    expect(
      importChargesApply({ shippingAddress: { ...address, country: "FR" }, collect: null }),
    ).toBe(true);
    expect(
      importChargesApply({ shippingAddress: { ...address, country: "GB" }, collect: null }),
    ).toBe(false);
    expect(importChargesApply({ shippingAddress: null, collect: { name: "A", phone: "1" } })).toBe(
      false,
    );
  });
});
