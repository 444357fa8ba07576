// The shop itself: who trades, its delivery rates, and whether paintings may be collected.
export { shopQuery } from "./api";
