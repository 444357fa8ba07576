// The cart feature's public surface.
export { useCart } from "./use-cart";
