/** English messages, in ICU MessageFormat. Every key must exist in `ar.ts` too (a test checks). */
export const en = {
  'shell.brand': 'Juicyin',
  'shell.skipToContent': 'Skip to content',
  'home.title': 'Refill your juice glass @ your doorstep',
  'home.shopNow': 'Shop now',
  'home.status.loading': 'Checking the shop…',
  'home.status.open': 'The shop is open.',
  'home.status.databaseDown': 'The shop is open, but its database is not answering.',
  'home.status.unreachable': 'The shop cannot be reached right now.',
  'notFound.title': 'Oops!',
  'notFound.message': 'We could not find the page you are looking for.',
  'notFound.pageTitle': 'Page not found — Juicyin',
  'language.switchTo': 'العربية',
  'wishlist.title': 'My Wishlist ({count, number})',
  'bag.items': '{count, plural, =0 {Your bag is empty} one {# item in your bag} other {# items in your bag}}',
} as const;

export type MessageKey = keyof typeof en;
