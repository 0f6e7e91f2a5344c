export { addWishlistItem, getWishlist, mergeWishlist, removeWishlistItem } from './endpoints.ts';
export { mergeWishlistBodySchema, type WishlistView, wishlistItemSchema, wishlistSchema } from './schemas.ts';
