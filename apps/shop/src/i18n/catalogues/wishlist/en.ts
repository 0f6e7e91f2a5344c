/** The English messages of the wishlist page, loaded with it (see `../../messages.ts`). */
export const wishlistEn = {
  'wishlist.title': 'My Wishlist ({count, number})',
  'wishlist.pageTitle': 'My Wishlist — Juicyin',
  'wishlist.pageDescription': 'The juices you saved.',
  'wishlist.loading': 'Loading your wishlist…',
  'wishlist.empty.title': 'Your wishlist is empty',
  'wishlist.empty.description': 'Tap the heart on a juice you like to keep it here.',
  'wishlist.empty.action': 'Browse juices',
  'wishlist.guestNote': 'Your wishlist is kept in this browser. Sign in to keep it in your account.',
  'wishlist.signIn': 'Sign in',
} as const;

export type WishlistMessageKey = keyof typeof wishlistEn;
