import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice (spec §3)", () => {
  it.each([
    [0, "£0"],
    [100, "£100"],
    [1000, "£1,000"],
    [1250, "£1,250"],
    [1250.5, "£1,250.50"],
    [99.99, "£99.99"],
    [0.5, "£0.50"],
    [1234567.89, "£1,234,567.89"],
    // Floating-point noise is not shown as pence.
    [0.1 + 0.2, "£0.30"],
    [19.999, "£20"],
  ])("%s → %s", (pounds, text) => {
    expect(formatPrice(pounds)).toBe(text);
  });
});
