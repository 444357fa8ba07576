import { describe, expect, it } from "vitest";
import { formatDay, formatMoment } from "./format";

describe("order dates", () => {
  it("writes a moment as a British shopper reads it, in their own time zone", () => {
    const local = new Date(2026, 10, 25, 14, 5).toISOString();
    expect(formatMoment(local)).toBe("Wednesday 25 November 2026 at 14:05");
    expect(formatMoment(new Date(2027, 0, 3, 9, 0).toISOString())).toBe(
      "Sunday 3 January 2027 at 09:00",
    );
  });

  it("writes a day without the time", () => {
    expect(formatDay(new Date(2026, 10, 22, 23, 59).toISOString())).toBe("22 November 2026");
  });
});
