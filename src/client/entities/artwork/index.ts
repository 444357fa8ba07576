// An artwork's building blocks, which every feature that shows artworks uses: its queries,
// its image and thumbnail, and its availability mark. They import no feature.

export { ArtworkImage, ArtworkThumbnail } from "./ArtworkImage";
export { AvailabilityMark } from "./AvailabilityMark";
export { artworkQueries } from "./api";
