// The shop as data: who trades and its own pages, read by the foot of every page, the pages
// themselves and the owner's Shop tab alike. It imports no feature.
export { shopQueries } from "./api";
