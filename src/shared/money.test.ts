import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it.each([
    [0, "£0"],
    [100, "£100"],
    [1000, "£1,000"],
    [1250, "£1,250"],
    [1250.5, "£1,250.50"],
    [99.99, "£99.99"],
    [0.5, "£0.50"],
    [0.05, "£0.05"],
    [1234567.89, "£1,234,567.89"],
    [100000, "£100,000"],
    // Floating-point noise is not shown as pence.
    [0.1 + 0.2, "£0.30"],
    [19.999, "£20"],
  ])("%s → %s", (pounds, text) => {
    expect(formatPrice(pounds)).toBe(text);
  });

  it("writes every price in pence up to £1,000,000 as the en-GB number format does", () => {
    const intl = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2 });
    for (let pence = 0; pence <= 100_000_000; pence += 997) {
      const expected = `£${intl.format(pence / 100).replace(/\.00$/, "")}`;
      expect(formatPrice(pence / 100)).toBe(expected);
    }
  });
});
