// The checkout feature's public surface: the route (app/router.tsx) loads its page lazily.
export { confirmationHref } from "./components/Checkout";
