import { fixtures, handlers } from '@juicyin/contract/msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api.ts';
import { broadcast } from '../account/cross-tab.ts';
import { hookWrapper } from '../testing/hook-wrapper.tsx';
import { guestWishlist } from './guest-wishlist.ts';
import { useWishlist } from './use-wishlist.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  guestWishlist.reset();
});

const client = createApiClient({ baseUrl: 'http://127.0.0.1' });
const orange = fixtures.products.orangeJuice;

const wrapper = hookWrapper(client);

describe('useWishlist', () => {
  it("a guest's heart adds the card's variant, and takes every variant of the product out again", async () => {
    server.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    const glass = orange.variants.find((variant) => variant.material === 'glass');
    if (!glass) throw new Error('the fixture has a glass variant');
    const { result } = renderHook(() => useWishlist(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.hasProduct(orange.slug)).toBe(false);
    await act(() => result.current.toggle(orange));
    expect(result.current.hasProduct(orange.slug)).toBe(true);
    await act(() => result.current.add(glass.sku, orange.slug));
    expect(result.current.count).toBe(2);
    await waitFor(() =>
      expect(result.current.wishlist?.items.map((item) => item.sku)).toEqual([orange.defaultVariant.sku, glass.sku]),
    );
    await act(() => result.current.toggle(orange));
    expect(result.current.hasProduct(orange.slug)).toBe(false);
    expect(guestWishlist.get().skus).toEqual([]);
  });

  it('a signed-in tab fetches the wishlist again when another tab says it changed', async () => {
    let gets = 0;
    server.use(
      http.get('*/api/me/wishlist', () => {
        gets += 1;
        return HttpResponse.json(gets === 1 ? { items: [] } : fixtures.wishlist);
      }),
      ...handlers.account.signedIn,
    );
    const { result } = renderHook(() => useWishlist(), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(0));
    broadcast('wishlist'); // as another tab does after a change
    await waitFor(() => expect(result.current.count).toBe(fixtures.wishlist.items.length));
    expect(result.current.hasProduct(fixtures.products.greenDetox.slug)).toBe(true);
  });
});
