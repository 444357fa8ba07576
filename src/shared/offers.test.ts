import { describe, expect, it } from "vitest";
import { lowestOfferPence, offerRefusal } from "./offers";

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

  it("takes the owner's own lowest share, rounded up to the penny", () => {
    expect(offerRefusal(140_000, 200_000, minimum, 0.7)).toBeNull();
    expect(offerRefusal(139_999, 200_000, minimum, 0.7)).toBe("too-low");
    // 15% of £1,000.01 is £150.0015: £150.01 is the lowest offer.
    expect(lowestOfferPence(100_001, 0.15)).toBe(15_001);
    expect(offerRefusal(15_000, 100_001, minimum, 0.15)).toBe("too-low");
    // A share typed as 0.29 is 29 hundredths, not 0.28999… of the price.
    expect(lowestOfferPence(100_000, 0.29)).toBe(29_000);
  });

  it("takes no offer on a work priced under the minimum, whatever the amount", () => {
    expect(offerRefusal(40_000, 49_999, minimum)).toBe("too-cheap-to-offer");
    expect(offerRefusal(49_999, 50_000, minimum)).toBeNull();
  });
});
