/**
 * Writing a review (product page, a delivered order's lines): English messages, a catalogue part of
 * their own loaded with the write-review code (see `../../messages.ts`), so the product page's first
 * paint and the shell's part do not grow.
 */
export const reviewsEn = {
  'writeReview.action': 'Write a review',
  'writeReview.actionFor': 'Write a review of {product}',
  'writeReview.signIn': 'Sign in to write a review',
  'writeReview.checking': 'Checking whether you can review this product…',
  'writeReview.loadError': 'We could not check whether you can review this product.',
  'writeReview.retry': 'Try again',
  'writeReview.notReceived': 'You can review this product once an order with it has been delivered to you.',
  'writeReview.already': 'You reviewed this product',
  'writeReview.yourReview': 'Your review of {product}',
  'writeReview.title': 'Review {product}',
  'writeReview.rating': 'Your rating',
  'writeReview.text': 'Your review',
  'writeReview.textHelp': 'What did you like, and what would you change? At most 2000 characters.',
  'writeReview.points': 'Your first review of a product earns {points, plural, one {# point} other {# points}}.',
  'writeReview.submit': 'Post review',
  'writeReview.sending': 'Posting…',
  'writeReview.cancel': 'Cancel',
  'writeReview.sent.title': 'Thank you for your review',
  'writeReview.sent.points':
    '{points, plural, =0 {It now shows in the product’s reviews.} one {You earned # point. It now shows in the product’s reviews.} other {You earned # points. It now shows in the product’s reviews.}}',
  'writeReview.error.rating': 'Choose 1 to 5 stars',
  'writeReview.error.required': 'Write a few words about the product',
  'writeReview.error.tooLong': 'At most 2000 characters',
  'writeReview.error.notReceived': 'You can review a product once an order with it has been delivered to you.',
  'writeReview.error.already': 'You have already reviewed this product.',
  'writeReview.error.network': 'Your review was not sent. Check your connection and try again.',
  'writeReview.order.title': 'Review what you received',
  'writeReview.order.intro': 'Tell other shoppers what you thought of each product.',
  'reviewsWidget.title': 'More reviews',
  'reviewsWidget.loading': 'Loading more reviews…',
  'reviewsWidget.unavailable': 'More reviews are unavailable right now.',
  'reviewsWidget.retry': 'Try again',
} as const;

export type ReviewsMessageKey = keyof typeof reviewsEn;
