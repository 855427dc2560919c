/** The browser wishlist. The profile's favorites tab mounts `WishlistList`. */
export { WishlistList } from './page/wishlist-list';
export { WishlistButton } from './wishlist-button';
export { useWishlist, useWishlistCount } from './use-wishlist';
export { useWishlistToggle, useWishlistRemove } from './use-wishlist-toggle';
export { addToWishlist, removeFromWishlist, toggleWishlist, isListed } from './wishlist-actions';
