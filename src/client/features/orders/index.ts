// The orders feature's public surface: what checkout and the profile use.
export {
  orderQueries,
  paymentMethodQuery,
  useCancelOrder,
  usePayNextPart,
  usePlaceOrder,
} from "./api";
export { OrderItems } from "./components/OrderItems";
export { OrderList } from "./components/OrderList";
export { OrderPlanSummary } from "./components/OrderPlanSummary";
