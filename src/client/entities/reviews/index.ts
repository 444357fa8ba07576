// The gallery's published reviews: the detail's summary and the /reviews page read them.
export { reviewsQuery } from "./api";
