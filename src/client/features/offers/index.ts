// Offers and works kept for one collector: what the checkout uses. A painting's page takes
// its two parts (components/MakeAnOffer, components/KeptForYou) by their own paths, so that it
// carries neither this API nor the rest; the dialog, the notice and the list load on first use.
export {
  findHold,
  type HoldRef,
  heldCheckoutHref,
  offerCheckoutHref,
  offerQueries,
} from "./api";
