import { describe, expect, it } from "vitest";
import { cartSubtotal } from "./totals";

describe("cartSubtotal", () => {
  it("adds prices exactly, pence included", () => {
    expect(cartSubtotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(cartSubtotal([{ price: 99.99 }, { price: 100.01 }, { price: 1250.5 }])).toBe(1450.5);
  });

  it("is 0 for an empty cart", () => {
    expect(cartSubtotal([])).toBe(0);
  });
});
