// The catalogue feature's public surface.
export { artworkQueries } from "./api";
export { ArtworkGrid } from "./components/ArtworkGrid";
export { ArtworkImage, ArtworkThumbnail } from "./components/ArtworkImage";
export { AvailabilityMark } from "./components/AvailabilityMark";
export { artworkLink } from "./use-catalogue-params";
