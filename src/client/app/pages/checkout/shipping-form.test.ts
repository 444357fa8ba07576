import { describe, expect, it } from "vitest";
import {
  emptyShipping,
  firstInvalidField,
  serverShippingErrors,
  validateShipping,
} from "./shipping-form";

const filled = {
  ...emptyShipping("Ada Lovelace"),
  line1: "12 St James's Square",
  city: "London",
  postcode: "sw1y4jh",
};

describe("validateShipping", () => {
  it("accepts a UK address and writes the postcode as Royal Mail does", () => {
    const result = validateShipping(filled);
    expect(result).toEqual({
      ok: true,
      recipient: {
        address: {
          name: "Ada Lovelace",
          line1: "12 St James's Square",
          line2: undefined,
          city: "London",
          postcode: "SW1Y 4JH",
          country: "GB",
          phone: undefined,
        },
      },
    });
  });

  it("asks a collector for a name and a phone only", () => {
    const collecting = { ...emptyShipping("Ada Lovelace"), phone: "020 7946 0000" };
    expect(validateShipping(collecting, true)).toEqual({
      ok: true,
      recipient: { collect: { name: "Ada Lovelace", phone: "020 7946 0000" } },
    });
    const result = validateShipping(emptyShipping("Ada Lovelace"), true);
    expect(result).toEqual({ ok: false, errors: { phone: "Phone is required" } });
  });

  it("starts from the cart's country when it is one", () => {
    expect(emptyShipping("", "FR").country).toBe("FR");
    expect(emptyShipping("", "XX").country).toBe("GB");
    expect(emptyShipping("", null).country).toBe("GB");
  });

  it("names each missing field, the first one first", () => {
    const result = validateShipping(emptyShipping());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: "Full name is required",
      line1: "Address line 1 is required",
      city: "Town or city is required",
      postcode: "Postcode is required",
    });
    expect(result.errors.line2).toBeUndefined();
    expect(firstInvalidField(result.errors)).toBe("name");
  });

  it("refuses a UK postcode that is not one, but not a foreign one", () => {
    const bad = validateShipping({ ...filled, postcode: "12345" });
    expect(bad.ok ? undefined : bad.errors.postcode).toBe("Enter a UK postcode, such as SW1A 1AA");
    expect(validateShipping({ ...filled, country: "France", postcode: "75001" }).ok).toBe(true);
  });
});

describe("serverShippingErrors", () => {
  it("reads the API's 'shipping.x' keys and ignores others", () => {
    expect(
      serverShippingErrors({
        "shipping.postcode": "Enter a UK postcode, such as SW1A 1AA",
        artworkIds: "Choose at least one artwork",
      }),
    ).toEqual({ postcode: "Enter a UK postcode, such as SW1A 1AA" });
  });
});
