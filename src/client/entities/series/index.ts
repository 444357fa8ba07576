// Her series as data: the list and one series' page, read by their pages, the gallery's filter,
// the owner's Series tab and the artwork form alike. It imports no feature.
export { seriesQueries } from "./api";
