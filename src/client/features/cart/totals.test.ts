import { describe, expect, it } from "vitest";
import { testEdition } from "#tests/client-fixtures";
import { cartSubtotal, isPrintOrderable, splitByAvailability } from "./totals";

const available = (price: number) => ({ price, availability: "available" as const });

describe("cartSubtotal", () => {
  it("adds prices exactly, pence included", () => {
    expect(cartSubtotal([available(0.1), available(0.2)])).toBe(0.3);
    expect(cartSubtotal([available(99.99), available(100.01), available(1250.5)])).toBe(1450.5);
  });

  it("is 0 for an empty cart", () => {
    expect(cartSubtotal([])).toBe(0);
  });

  it("leaves out reserved and sold paintings, which cannot be ordered", () => {
    const items = [
      available(120),
      { price: 900, availability: "reserved" as const },
      { price: 45.5, availability: "sold" as const },
      available(30.25),
    ];
    expect(cartSubtotal(items)).toBe(150.25);
    expect(cartSubtotal(items.filter((item) => item.availability !== "available"))).toBe(0);
  });
});

describe("cartSubtotal with prints", () => {
  const line = (price: number, quantity: number, available: number | null = 10) => ({
    edition: testEdition({ price, available }),
    quantity,
  });

  it("counts each print line at its quantity, in pence", () => {
    expect(cartSubtotal([available(100)], [line(45, 2), line(19.99, 3)])).toBe(249.97);
  });

  it("leaves out a line asking for more prints than are left; an open edition never runs out", () => {
    expect(isPrintOrderable(line(45, 3, 2))).toBe(false);
    expect(isPrintOrderable(line(45, 2, 2))).toBe(true);
    expect(isPrintOrderable(line(45, 10, null))).toBe(true);
    expect(cartSubtotal([], [line(45, 3, 2), line(25, 10, null)])).toBe(250);
  });
});

describe("splitByAvailability", () => {
  it("keeps the cart's order within each list", () => {
    const items = [
      { id: "a", availability: "sold" as const },
      { id: "b", availability: "available" as const },
      { id: "c", availability: "reserved" as const },
      { id: "d", availability: "available" as const },
    ];
    const { available: orderable, unavailable } = splitByAvailability(items);
    expect(orderable.map((item) => item.id)).toEqual(["b", "d"]);
    expect(unavailable.map((item) => item.id)).toEqual(["a", "c"]);
  });
});
