// The shopper's cart as data: its query and its requests, which the cart feature and an order
// being placed (it empties the cart) both use. It imports no feature.
export { cartQueries } from "./api";
