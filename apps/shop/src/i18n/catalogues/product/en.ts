/** The English messages of the product page (with its list of reviews), loaded with it (see `../../messages.ts`). */
export const productEn = {
  'product.pageTitle': '{name} — Juicyin',
  'product.loading': 'Loading the product…',
  'product.vatInclusive': 'VAT inclusive',
  'product.description': 'Description',
  'product.share.label': 'Share',
  'product.share.whatsapp': 'Share on WhatsApp',
  'product.share.x': 'Share on X',
  'product.share.facebook': 'Share on Facebook',
  'product.share.copy': 'Copy link',
  'product.share.copied': 'Link copied.',
  'product.share.copyFailed': 'Could not copy the link. Copy it from the address bar.',
  'product.similar': 'Similar Products',
  'product.alsoBought': 'Customer also Shopped for',
  'product.notFound.title': 'This product is not in the shop',
  'product.notFound.description': 'It may have been removed, or the link is wrong.',
  'product.notFound.action': 'See all juices',
  'reviews.title': 'Customer reviews',
  'reviews.summary': '{rating, number, ::.0} out of 5 from {count, plural, one {# review} other {# reviews}}',
  'reviews.loading': 'Loading the reviews…',
  'reviews.none.title': 'No reviews yet',
  'reviews.none.description': 'Customers who receive this juice can review it from their orders.',
  'reviews.by': 'By {name}',
  'reviews.showMore': 'Show more reviews',
  'reviews.shown': 'Showing {shown, number} of {total, number} reviews',
} as const;

export type ProductMessageKey = keyof typeof productEn;
