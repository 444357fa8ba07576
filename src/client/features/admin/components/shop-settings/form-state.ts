import { BANDS, type ShippingBand, ZONES, type Zone } from "#shared/delivery";
import { messages } from "#shared/messages";
import {
  type BusinessForm,
  type RatesInPounds,
  type ShopSettings,
  settingsInputSchema,
} from "#shared/shop";
import { type RateCells, rateField } from "../RateFields";

// The Shop tab's settings as its fields hold them (text as typed), and how they become the
// API's input: checked with the API's own schema, so the form and the server say the same.

const text = messages.adminShop;

export type Fields = {
  businessName: string;
  address: string;
  email: string;
  vatNumber: string;
  rates: RateCells;
  collection: boolean;
  artistName: string;
  statement: string;
  homeSubtitle: string;
  metaDescription: string;
  businessForm: BusinessForm;
  companyNumber: string;
  registeredOffice: string;
  paymentInstructions: string;
  /** "1" (off) to "6", as the select holds it. */
  instalmentsMax: string;
  offersEnabled: boolean;
  /** Pounds, as typed. */
  offersMinPrice: string;
  /** The lowest offer as a whole percentage of the price, as typed (the API takes a share). */
  lowestPercent: string;
  showLowest: boolean;
  generator: boolean;
  noticesEmail: string;
  senderName: string;
};
export type FieldName = keyof Fields;
export type TextFieldName = {
  [Name in FieldName]: Fields[Name] extends string ? Name : never;
}[FieldName];
export type FlagName = {
  [Name in FieldName]: Fields[Name] extends boolean ? Name : never;
}[FieldName];

/** Reasons by field, under the API's names (`offers.minPrice`, `delivery.rates.uk.small`). */
export type Errors = Record<string, string | undefined>;

/** The fields the API names otherwise: those inside its `offers` and `delivery`. */
const API_NAMES: Partial<Record<FieldName, string>> = {
  collection: "delivery.collection",
  offersEnabled: "offers.enabled",
  offersMinPrice: "offers.minPrice",
  lowestPercent: "offers.lowestShare",
  showLowest: "offers.showLowest",
};

/** A field's name as the API's reasons give it, and as its control is named. */
export const apiName = (name: FieldName) => API_NAMES[name] ?? name;

/** What each group of fields is handed: the values, their reasons, and a setter. */
export type FieldGroupProps = {
  fields: Fields;
  errors: Errors;
  /** Sets a field's value and clears its reason. */
  set: <Name extends FieldName>(name: Name) => (value: Fields[Name]) => void;
};

export const mapRates = <From, To>(
  rates: Record<Zone, Record<ShippingBand, From>>,
  map: (value: From, zone: Zone, band: ShippingBand) => To,
) =>
  Object.fromEntries(
    ZONES.map((zone) => [
      zone,
      Object.fromEntries(BANDS.map((band) => [band, map(rates[zone][band], zone, band)])),
    ]),
  ) as Record<Zone, Record<ShippingBand, To>>;

export function fieldsOf(settings: ShopSettings): Fields {
  return {
    businessName: settings.businessName,
    address: settings.address,
    email: settings.email,
    vatNumber: settings.vatNumber ?? "",
    rates: mapRates(settings.delivery.rates, (pounds) => ({
      price: pounds === null ? "" : String(pounds),
      notShipped: pounds === null,
    })),
    collection: settings.delivery.collection,
    artistName: settings.artistName,
    statement: settings.statement,
    homeSubtitle: settings.homeSubtitle,
    metaDescription: settings.metaDescription,
    businessForm: settings.businessForm,
    companyNumber: settings.companyNumber ?? "",
    registeredOffice: settings.registeredOffice ?? "",
    paymentInstructions: settings.paymentInstructions,
    instalmentsMax: String(settings.instalmentsMax),
    offersEnabled: settings.offers.enabled,
    offersMinPrice: String(settings.offers.minPrice),
    lowestPercent: String(Math.round(settings.offers.lowestShare * 100)),
    showLowest: settings.offers.showLowest,
    generator: settings.generator,
    noticesEmail: settings.noticesEmail,
    senderName: settings.senderName,
  };
}

/** A typed amount as a number; anything else (empty too) as not one, for the schema to name. */
const numberOf = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

/**
 * The whole form as the API takes it — every setting, so one save keeps them all as shown —
 * checked with the API's own schema. A price that is not a number is refused with the form's
 * own words (the API would read it as not shipped); a sole trader sends no company details.
 */
export function validate(fields: Fields) {
  const errors: Errors = {};
  const rates: RatesInPounds = mapRates(fields.rates, (cell, zone, band) => {
    if (cell.notShipped) return null;
    const price = numberOf(cell.price);
    if (!Number.isFinite(price)) errors[rateField(zone, band)] = text.rateRequired;
    return price;
  });
  const company = fields.businessForm === "company";
  const result = settingsInputSchema.safeParse({
    businessName: fields.businessName,
    address: fields.address,
    email: fields.email,
    vatNumber: fields.vatNumber,
    delivery: { rates, collection: fields.collection },
    artistName: fields.artistName,
    statement: fields.statement,
    homeSubtitle: fields.homeSubtitle,
    metaDescription: fields.metaDescription,
    businessForm: fields.businessForm,
    companyNumber: company ? fields.companyNumber : null,
    registeredOffice: company ? fields.registeredOffice : null,
    paymentInstructions: fields.paymentInstructions,
    instalmentsMax: Number(fields.instalmentsMax),
    offers: {
      enabled: fields.offersEnabled,
      minPrice: numberOf(fields.offersMinPrice),
      lowestShare: numberOf(fields.lowestPercent) / 100,
      showLowest: fields.showLowest,
    },
    generator: fields.generator,
    noticesEmail: fields.noticesEmail,
    senderName: fields.senderName,
  });
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  return Object.keys(errors).length === 0 && result.success
    ? { values: result.data, errors }
    : { values: undefined, errors };
}
