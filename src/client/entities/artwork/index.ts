// An artwork's building blocks, which every feature that shows artworks uses: its queries,
// its image and thumbnail, its availability mark, and the heart that shows whether it is a
// favourite (what the heart does is the page's). They import no feature.

export { ArtworkImage, ArtworkThumbnail, paintingBoxStyle } from "./ArtworkImage";
export { AvailabilityMark } from "./AvailabilityMark";
export { artworkQueries } from "./api";
export { FavoriteHeart, type FavoriteHeartProps } from "./FavoriteHeart";
