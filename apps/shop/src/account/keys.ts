/** Query keys of everything that belongs to the signed-in shopper: one root, dropped at sign-out. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  bag: () => [...accountKeys.all, 'bag'] as const,
  wishlist: () => [...accountKeys.all, 'wishlist'] as const,
  points: () => [...accountKeys.all, 'points'] as const,
};
