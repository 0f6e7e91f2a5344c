export {
  addToCart,
  assertLineQuantity,
  type CartLine,
  MAX_LINE_QUANTITY,
  mergeCarts,
  MIN_LINE_QUANTITY,
  QuantityError,
  type QuantityErrorReason,
  removeLine,
  setQuantity,
} from './cart.ts';
export { addToWishlist, mergeWishlists, moveToWishlist, removeFromWishlist, type Wishlist } from './wishlist.ts';
