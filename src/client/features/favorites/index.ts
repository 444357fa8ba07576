// The favorites feature's public surface.
export { FavoriteToggle } from "./components/FavoriteToggle";
export { useFavorites } from "./use-favorites";
