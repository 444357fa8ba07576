// Offers and works kept for one collector: what a painting's page, the profile and the
// checkout use. The dialog, the notice of a kept work and the list load in chunks of their own.
export {
  findHold,
  type HoldRef,
  heldCheckoutHref,
  offerCheckoutHref,
  offerQueries,
} from "./api";
export { KeptForYou } from "./components/KeptForYou";
export { MakeAnOffer } from "./components/MakeAnOffer";
