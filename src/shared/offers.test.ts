import { describe, expect, it } from "vitest";
import { offerRefusal } from "./offers";

describe("offerRefusal", () => {
  const minimum = 50_000;
  it("takes an amount from half the price up to a penny under it", () => {
    expect(offerRefusal(100_000, 200_000, minimum)).toBeNull();
    expect(offerRefusal(199_999, 200_000, minimum)).toBeNull();
    // An odd price: half of £1,000.01 is £500.005, so £500.01 is the lowest offer.
    expect(offerRefusal(50_001, 100_001, minimum)).toBeNull();
    expect(offerRefusal(50_000, 100_001, minimum)).toBe("too-low");
  });

  it("refuses the price itself and anything above it", () => {
    expect(offerRefusal(200_000, 200_000, minimum)).toBe("not-below-price");
    expect(offerRefusal(250_000, 200_000, minimum)).toBe("not-below-price");
  });

  it("refuses less than half the price", () => {
    expect(offerRefusal(99_999, 200_000, minimum)).toBe("too-low");
  });

  it("takes no offer on a work priced under the minimum, whatever the amount", () => {
    expect(offerRefusal(40_000, 49_999, minimum)).toBe("too-cheap-to-offer");
    expect(offerRefusal(49_999, 50_000, minimum)).toBeNull();
  });
});
