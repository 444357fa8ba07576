import { describe, expect, it } from "vitest";
import {
  bandFor,
  COUNTRY_CODES,
  countriesByName,
  countryCode,
  countryName,
  DEFAULT_RATES,
  quoteDelivery,
  type Rates,
  zoneOf,
} from "./delivery";

describe("a painting's shipping band, by its longest side", () => {
  it.each([
    [{ widthCm: 50, heightCm: 40 }, "small"],
    [{ widthCm: 30, heightCm: 50.01 }, "medium"],
    [{ widthCm: 100, heightCm: 100 }, "medium"],
    [{ widthCm: 100.5, heightCm: 20 }, "large"],
    [{ widthCm: 150, heightCm: 150 }, "large"],
    [{ widthCm: 40, heightCm: 151 }, "oversize"],
    [null, "oversize"],
  ] as const)("%j → %s", (dimensions, band) => {
    expect(bandFor(dimensions)).toBe(band);
  });
});

describe("zones", () => {
  it("puts the UK alone, the EU, the EEA and Switzerland in Europe, and the rest in the world", () => {
    expect(zoneOf("GB")).toBe("uk");
    for (const code of ["FR", "DE", "IE", "MT", "CY", "IS", "LI", "NO", "CH"]) {
      expect(zoneOf(code), code).toBe("europe");
    }
    // Near but not in: the Crown Dependencies, Gibraltar, Europe outside the EEA.
    for (const code of ["JE", "GG", "IM", "GI", "TR", "UA", "RS", "JP", "US", "AU"]) {
      expect(zoneOf(code), code).toBe("world");
    }
  });
});

describe("countries", () => {
  it("knows all 249 codes, each with a British English name", () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(countryName(code), code).not.toBe(code);
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("FR")).toBe("France");
  });

  it("reads a code in any case, or an English short name, and nothing else", () => {
    expect(countryCode("fr")).toBe("FR");
    expect(countryCode(" GB ")).toBe("GB");
    expect(countryCode("United Kingdom")).toBe("GB");
    expect(countryCode("united states")).toBe("US");
    expect(countryCode("Japan")).toBe("JP");
    expect(countryCode("ZZ")).toBeUndefined();
    expect(countryCode("UK")).toBeUndefined();
    expect(countryCode("Atlantis")).toBeUndefined();
    expect(countryCode("")).toBeUndefined();
  });

  it("lists the United Kingdom first, then every other by name", () => {
    const list = countriesByName();
    expect(list).toHaveLength(249);
    expect(list[0]).toEqual({ code: "GB", name: "United Kingdom" });
    const rest = list.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en-GB")));
  });
});

describe("a delivery's charge", () => {
  it("adds each painting's rate for the zone", () => {
    expect(quoteDelivery(["small", "large"], "europe", DEFAULT_RATES)).toEqual({
      shippingPence: 4_500 + 14_000,
      blocked: [],
    });
    expect(quoteDelivery(["oversize", "large"], "uk", DEFAULT_RATES)).toEqual({
      shippingPence: 0,
      blocked: [],
    });
    expect(quoteDelivery([], "world", DEFAULT_RATES)).toEqual({ shippingPence: 0, blocked: [] });
  });

  it("names every painting the zone has no price for, and prices the others", () => {
    expect(quoteDelivery(["small", "oversize", "oversize"], "world", DEFAULT_RATES)).toEqual({
      shippingPence: 8_000,
      blocked: [1, 2],
    });
    const noEurope: Rates = {
      ...DEFAULT_RATES,
      europe: { small: null, medium: null, large: null, oversize: null },
    };
    expect(quoteDelivery(["small"], "europe", noEurope)).toEqual({
      shippingPence: 0,
      blocked: [0],
    });
  });
});
