import { describe, expect, it } from "vitest";
import { type PartRow, partPayableUntil, planView } from "./plans";

const part = (n: number, amountPence: number, dueDay: string, paidAt: Date | null): PartRow => ({
  orderId: "order",
  part: n,
  amountPence,
  dueDay,
  paidAt,
  paymentRequestId: null,
  overdueNoticedAt: null,
});

describe("a plan as the API shows it", () => {
  it("is null for an order paid in full", () => {
    expect(planView(undefined)).toBeNull();
    expect(planView([])).toBeNull();
  });

  it("counts the parts paid and names the next one due, in pounds, whatever the rows' order", () => {
    const paid = new Date("2026-11-27T10:00:00.000Z");
    const view = planView([
      part(3, 70000, "2027-01-27", null),
      part(1, 70001, "2026-11-27", paid),
      part(2, 70000, "2026-12-27", null),
    ]);
    expect(view).toEqual({
      parts: 3,
      paid: 1,
      nextDueAt: "2026-12-27T00:00:00.000Z",
      schedule: [
        { part: 1, amount: 700.01, dueDay: "2026-11-27", paidAt: paid.toISOString() },
        { part: 2, amount: 700, dueDay: "2026-12-27", paidAt: null },
        { part: 3, amount: 700, dueDay: "2027-01-27", paidAt: null },
      ],
    });
  });

  it("has no next part once every part is paid", () => {
    const at = new Date("2027-01-01T00:00:00.000Z");
    expect(
      planView([part(1, 100, "2026-11-27", at), part(2, 100, "2026-12-27", at)]),
    ).toMatchObject({ paid: 2, nextDueAt: null });
  });
});

describe("how long a part's payment link stays open", () => {
  it("runs 30 days past the due day", () => {
    const now = new Date("2026-12-01T10:00:00.000Z");
    expect(partPayableUntil("2026-12-27", now).toISOString()).toBe("2027-01-27T00:00:00.000Z");
  });

  it("gives at least a week when made late", () => {
    const now = new Date("2027-03-01T10:00:00.000Z");
    expect(partPayableUntil("2026-12-27", now).toISOString()).toBe("2027-03-08T10:00:00.000Z");
  });
});
