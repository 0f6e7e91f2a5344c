import { describe, expect, it } from 'vitest';
import { addToWishlist, mergeWishlists, moveToWishlist, removeFromWishlist } from './wishlist.ts';

describe('wishlist', () => {
  it('holds each variant once, newest last', () => {
    expect(addToWishlist(['A'], 'B')).toEqual(['A', 'B']);
    expect(addToWishlist(['A', 'B'], 'A')).toEqual(['A', 'B']);
    expect(removeFromWishlist(['A', 'B'], 'A')).toEqual(['B']);
  });

  it('merges a guest wishlist into the account one without repeats', () => {
    expect(mergeWishlists(['A', 'B'], ['C', 'A'])).toEqual(['A', 'B', 'C']);
  });

  it('moves a bag line to the wishlist', () => {
    const cart = [
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 1 },
    ];
    expect(moveToWishlist(cart, ['C'], 'A')).toEqual({ cart: [{ sku: 'B', quantity: 1 }], wishlist: ['C', 'A'] });
    expect(moveToWishlist(cart, ['A'], 'A')).toEqual({ cart: [{ sku: 'B', quantity: 1 }], wishlist: ['A'] });
  });

  it('changes nothing when the variant is not in the bag', () => {
    const cart = [{ sku: 'A', quantity: 2 }];
    expect(moveToWishlist(cart, [], 'Z')).toEqual({ cart, wishlist: [] });
  });
});
