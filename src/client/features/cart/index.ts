// The cart feature's public surface. The cart's query is #client/entities/cart.
export { cartQueries } from "#client/entities/cart";
export { useCartList } from "./cart-list";
export { CartPrintRow } from "./components/CartPrintRow";
export { CartRow } from "./components/CartRow";
export { deliveryLines, orderableLines, orderItems } from "./order-lines";
export {
  cartSubtotal,
  isOrderable,
  isPrintOrderable,
  printLineTotal,
  splitByAvailability,
} from "./totals";
export { useCart } from "./use-cart";
export { useCartPrints } from "./use-cart-prints";
