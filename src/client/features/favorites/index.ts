// The favorites feature's public surface.
export { FavoriteHeart, FavoriteToggle } from "./components/FavoriteToggle";
export { useFavorites } from "./use-favorites";
