import { describe, expect, it } from 'vitest';
import { parseGuestWishlist } from './guest-wishlist.ts';

const emptyWishlist = { skus: [], slugs: {} };

describe('parseGuestWishlist', () => {
  it('keeps the stored SKUs that have a product, once each, in their order', () => {
    expect(parseGuestWishlist({ skus: ['B', 'A', 'B', 'C'], slugs: { A: 'apple', B: 'banana' } })).toEqual({
      skus: ['B', 'A'],
      slugs: { B: 'banana', A: 'apple' },
    });
  });

  it('refuses a foreign or broken value rather than reading half of it', () => {
    expect(parseGuestWishlist('nonsense')).toEqual(emptyWishlist);
    expect(parseGuestWishlist(null)).toEqual(emptyWishlist);
    expect(parseGuestWishlist([{ skus: ['A'] }])).toEqual(emptyWishlist);
    expect(parseGuestWishlist({ skus: 'A', slugs: { A: 'apple' } })).toEqual(emptyWishlist);
    expect(parseGuestWishlist({ skus: ['A', 7], slugs: { A: 'apple' } })).toEqual(emptyWishlist);
    expect(parseGuestWishlist({ skus: ['A', ''], slugs: { A: 'apple' } })).toEqual(emptyWishlist);
    expect(parseGuestWishlist({ skus: ['A'], slugs: { A: '' } })).toEqual(emptyWishlist);
    expect(parseGuestWishlist({ skus: ['A'], slugs: { A: 'a'.repeat(121) } })).toEqual(emptyWishlist);
    expect(parseGuestWishlist({ skus: ['A'] })).toEqual(emptyWishlist);
  });
});
