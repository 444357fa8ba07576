/**
 * A shopper's cart and favourites, and the toasts of adding to and removing from them.
 * A first visit to `/` loads this file (decision 011): it holds only texts a first visit
 * shows, and components of that visit import it, not `messages`.
 */
export const cartTexts = {
  cart: {
    title: "Shopping Cart",
    count: (n: number) => `${n} item${n === 1 ? "" : "s"} in cart`,
    empty: "Your cart is empty",
    continueShopping: "Continue Shopping",
    remove: (title: string) => `Remove ${title} from cart`,
    summary: "Order Summary",
    subtotal: "Subtotal",
    shipping: "Shipping",
    shippingFree: "Free",
    total: "Total",
    checkout: "Proceed to Checkout",
    items: "Items in your cart",
  },
  favorites: {
    title: "My Favorites",
    subtitle: "Artworks you've saved for later",
    count: (n: number) => `${n} favorite${n === 1 ? "" : "s"}`,
    empty: "No favorites yet",
    browse: "Browse Artworks",
  },
  toast: {
    signInForCart: "Please sign in to add items to cart",
    signInForFavorites: "Please sign in to add favorites",
    signInToManageFavorites: "Please sign in to manage favorites",
    addedToCart: (title: string) => `${title} added to cart!`,
    addToCartFailed: "Failed to add to cart",
    removedFromCart: "Removed from cart",
    removeFromCartFailed: "Failed to remove from cart",
    addedToFavorites: "Added to favorites",
    removedFromFavorites: "Removed from favorites",
    addToFavoritesFailed: "Failed to add to favorites",
    removeFromFavoritesFailed: "Failed to remove from favorites",
  },
} as const;
