// Delivery before checkout: the cart's country, its quote in the totals, a painting's rates.
export { type HeldQuote, quoteQuery } from "./api";
export { CountryOptions, CountrySelect } from "./components/CountrySelect";
export { DeliveryLine } from "./components/DeliveryLine";
export { DeliveryTotals } from "./components/DeliveryTotals";
