// The cart feature's public surface.
export { cartQueries } from "./api";
export { CartTotals } from "./components/CartTotals";
export { cartSubtotal, isOrderable, splitByAvailability } from "./totals";
export { useCart } from "./use-cart";
