/**
 * Delivery, priced before checkout: every country is in one zone, every painting in one band
 * by its size, and the owner's rate table gives each zone and band a price, or none (not
 * shipped there: the shopper is invited to enquire). Pure rules, shared by the server, which
 * alone computes what an order charges, and the pages, which show the same figures first.
 */

export const ZONES = ["uk", "europe", "world"] as const;
export type Zone = (typeof ZONES)[number];

export const BANDS = ["small", "medium", "large", "oversize"] as const;
export type ShippingBand = (typeof BANDS)[number];

/** The longest side, in centimetres, up to which a painting is in each band but the last. */
export const BAND_LIMITS_CM = { small: 50, medium: 100, large: 150 } as const;

/**
 * A painting's band from its dimensions: the longest side up to 50 cm is `small`, up to 100
 * `medium`, up to 150 `large`; longer, or a size that gives no width and height, `oversize`
 * (priced by the owner, or enquired about).
 */
export function bandFor(dimensions: { widthCm: number; heightCm: number } | null): ShippingBand {
  if (!dimensions) return "oversize";
  const longest = Math.max(dimensions.widthCm, dimensions.heightCm);
  if (longest <= BAND_LIMITS_CM.small) return "small";
  if (longest <= BAND_LIMITS_CM.medium) return "medium";
  if (longest <= BAND_LIMITS_CM.large) return "large";
  return "oversize";
}

/** A zone's price for each band, in pence (null: not shipped there). */
export type ZoneRates = Record<ShippingBand, number | null>;
/** The owner's rate table, in pence, as the server keeps it. */
export type Rates = Record<Zone, ZoneRates>;

/**
 * A new shop's table: free in the UK (what the shop always offered), then by size for
 * Europe and the rest of the world; an oversize painting goes abroad only by arrangement.
 */
export const DEFAULT_RATES: Rates = {
  uk: { small: 0, medium: 0, large: 0, oversize: 0 },
  europe: { small: 4_500, medium: 7_500, large: 14_000, oversize: null },
  world: { small: 8_000, medium: 14_000, large: 26_000, oversize: null },
};

/** Every officially assigned ISO 3166-1 alpha-2 country code. */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ " +
  "BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM " +
  "DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS " +
  "GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN " +
  "KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ " +
  "MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM " +
  "PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV " +
  "SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI " +
  "VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const COUNTRY_SET = new Set(COUNTRY_CODES);

export const UK_COUNTRY = "GB";

/** The European Union's members, the rest of the European Economic Area, and Switzerland. */
const EUROPE = new Set(
  (
    "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE " +
    "IS LI NO CH"
  ).split(" "),
);

/** The zone of a country code: GB the UK, Europe's as above, every other the world. */
export function zoneOf(country: string): Zone {
  if (country === UK_COUNTRY) return "uk";
  return EUROPE.has(country) ? "europe" : "world";
}

export const isCountryCode = (value: string) => COUNTRY_SET.has(value);

let names: Intl.DisplayNames | undefined;

/**
 * A country's name in British English ("FR" → "France"), from the platform's own data;
 * anything that is not a code comes back as it is.
 */
export function countryName(code: string): string {
  if (!COUNTRY_SET.has(code)) return code;
  names ??= new Intl.DisplayNames(["en-GB"], { type: "region" });
  return names.of(code) ?? code;
}

let byName: Map<string, string> | undefined;
const nameKey = (name: string) => name.normalize("NFKC").trim().toLowerCase();

/**
 * The code of a country given by its code ("fr", "FR") or its English short name ("France",
 * "united kingdom"), or undefined for anything else.
 */
export function countryCode(input: string): string | undefined {
  const code = input.trim().toUpperCase();
  if (COUNTRY_SET.has(code)) return code;
  if (!byName) {
    byName = new Map();
    const american = new Intl.DisplayNames(["en"], { type: "region" });
    for (const each of COUNTRY_CODES) {
      byName.set(nameKey(countryName(each)), each);
      byName.set(nameKey(american.of(each) ?? each), each);
    }
  }
  return byName.get(nameKey(input));
}

/** Every country, by its British English name, the United Kingdom first. */
export function countriesByName(): { code: string; name: string }[] {
  const rest = COUNTRY_CODES.filter((code) => code !== UK_COUNTRY)
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
  return [{ code: UK_COUNTRY, name: countryName(UK_COUNTRY) }, ...rest];
}

/**
 * What delivering some paintings to one zone costs: the paintings it has a price for, and the
 * indexes of those it has none for (`blocked`: none, or the delivery cannot be ordered).
 */
export type DeliveryQuote = { shippingPence: number; blocked: number[] };

/**
 * The delivery charge for paintings of these bands to one zone: each painting is packed,
 * insured and sent on its own, so the charges add up. A band the zone has no price for blocks
 * that painting (its index is named) and adds nothing.
 */
export function quoteDelivery(
  bands: readonly ShippingBand[],
  zone: Zone,
  rates: Rates,
): DeliveryQuote {
  const blocked = bands.flatMap((band, index) => (rates[zone][band] === null ? [index] : []));
  const shippingPence = bands.reduce((sum, band) => sum + (rates[zone][band] ?? 0), 0);
  return { shippingPence, blocked };
}
