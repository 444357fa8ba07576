// The catalogue feature's public surface. An artwork's building blocks are
// #client/entities/artwork.
export { ArtworkGrid } from "./components/ArtworkGrid";
export { artworkLink, type SearchNavigationState } from "./use-catalogue-params";
