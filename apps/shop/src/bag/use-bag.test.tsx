import { getBag, getMe, login, mergeWishlist } from '@juicyin/contract';
import { fixtures, handlers, mockEndpoint } from '@juicyin/contract/msw';
import { QuantityError } from '@juicyin/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api.ts';
import { useSession } from '../account/session.ts';
import { useSignIn } from '../account/sign-in.ts';
import { hookWrapper } from '../testing/hook-wrapper.tsx';
import { guestWishlist } from '../wishlist/guest-wishlist.ts';
import { GUEST_BAG_KEY, guestBag, parseGuestBag } from './guest-bag.ts';
import { useBag } from './use-bag.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  guestBag.reset();
  guestWishlist.reset();
});

const client = createApiClient({ baseUrl: 'http://127.0.0.1' });
const orange = fixtures.products.orangeJuice;
const glass = orange.variants.find((variant) => variant.material === 'glass');
if (!glass) throw new Error('the orange juice fixture has a glass variant');

const wrapper = hookWrapper(client);

describe('the guest bag in the browser', () => {
  it('keeps lines by variant, adds quantities and prices them through the catalogue', async () => {
    server.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    const { result } = renderHook(() => useBag(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.add({ sku: glass.sku, slug: orange.slug, quantity: 2 }));
    await act(() => result.current.add({ sku: glass.sku, slug: orange.slug, quantity: 1 }));
    expect(JSON.parse(localStorage.getItem(GUEST_BAG_KEY) ?? 'null')).toEqual({
      lines: [{ sku: glass.sku, quantity: 3 }],
      slugs: { [glass.sku]: orange.slug },
    });
    await waitFor(() => expect(result.current.bag?.lines).toHaveLength(1));
    expect(result.current.count).toBe(3);
    expect(result.current.bag).toMatchObject({
      itemCount: 3,
      subTotal: glass.price * 3,
      lines: [{ sku: glass.sku, material: 'glass', unitPrice: glass.price, lineTotal: glass.price * 3 }],
    });
  });

  it('refuses to take a line past 99 and leaves the bag as it was', async () => {
    server.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    const { result } = renderHook(() => useBag(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.add({ sku: glass.sku, slug: orange.slug, quantity: 98 }));
    await expect(result.current.add({ sku: glass.sku, slug: orange.slug, quantity: 2 })).rejects.toBeInstanceOf(
      QuantityError,
    );
    expect(guestBag.get().lines).toEqual([{ sku: glass.sku, quantity: 98 }]);
  });

  it('follows a change another tab stores (the storage event)', async () => {
    server.use(...handlers.account.signedOut, ...handlers.catalogue.full);
    const { result } = renderHook(() => useBag({ priced: false }), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(0));
    const stored = JSON.stringify({ lines: [{ sku: glass.sku, quantity: 4 }], slugs: { [glass.sku]: orange.slug } });
    act(() => {
      localStorage.setItem(GUEST_BAG_KEY, stored);
      window.dispatchEvent(new StorageEvent('storage', { key: GUEST_BAG_KEY, newValue: stored }));
    });
    expect(result.current.count).toBe(4);
  });

  it('drops what a browser stored broken', () => {
    const emptyBag = { lines: [], slugs: {} };
    expect(parseGuestBag('nonsense')).toEqual(emptyBag);
    expect(
      parseGuestBag({
        lines: [
          { sku: 'A', quantity: 2 },
          { sku: 'B', quantity: 0 },
          { sku: 'C', quantity: 1.5 },
          { sku: 'D', quantity: 1 },
        ],
        slugs: { A: 'apple', B: 'banana', C: 'cherry' },
      }),
    ).toEqual({ lines: [{ sku: 'A', quantity: 2 }], slugs: { A: 'apple' } });
    // A malformed line or slug is a foreign value: the whole bag is refused rather than half read.
    const line = { sku: 'A', quantity: 2 };
    expect(parseGuestBag({ lines: [line, { sku: '', quantity: 1 }], slugs: { A: 'apple' } })).toEqual(emptyBag);
    expect(parseGuestBag({ lines: [line, { sku: 'B', quantity: '1' }], slugs: { A: 'apple' } })).toEqual(emptyBag);
    expect(parseGuestBag({ lines: [line], slugs: { A: 'apple', B: 42 } })).toEqual(emptyBag);
    expect(parseGuestBag({ lines: { 0: line }, slugs: { A: 'apple' } })).toEqual(emptyBag);
    expect(parseGuestBag({ lines: [line], slugs: ['apple'] })).toEqual(emptyBag);
    expect(parseGuestBag([line])).toEqual(emptyBag);
  });
});

describe('the signed-in bag on the server', () => {
  it('adds to the existing line: the server is told the summed quantity', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/me/bag/lines/:sku', async ({ request, params }) => {
        bodies.push({ sku: params['sku'], body: await request.json() });
        return HttpResponse.json(fixtures.bag);
      }),
      ...handlers.account.signedIn,
      ...handlers.bag.full,
    );
    const { result } = renderHook(() => useBag(), { wrapper });
    await waitFor(() => expect(result.current.bag).toBeDefined());
    const line = fixtures.bag.lines[0];
    if (!line) throw new Error('the bag fixture has lines');
    await act(() => result.current.add({ sku: line.sku, slug: line.slug, quantity: 3 }));
    expect(bodies).toEqual([{ sku: line.sku, body: { quantity: line.quantity + 3 } }]);
    expect(guestBag.get().lines).toEqual([]);
  });

  it('waits for the session before deciding where an early change goes', async () => {
    let answerMe: (() => void) | undefined;
    const puts: string[] = [];
    server.use(
      http.get('*/api/me', async () => {
        await new Promise<void>((resolve) => (answerMe = resolve));
        return HttpResponse.json(fixtures.shopper);
      }),
      http.put('*/api/me/bag/lines/:sku', ({ params }) => {
        puts.push(String(params['sku']));
        return HttpResponse.json(fixtures.bag);
      }),
      mockEndpoint(getBag, fixtures.emptyBag),
    );
    const { result } = renderHook(() => useBag(), { wrapper });
    const adding = result.current.add({ sku: glass.sku, slug: orange.slug, quantity: 1 });
    await waitFor(() => expect(answerMe).toBeDefined());
    answerMe?.();
    await act(() => adding);
    expect(puts).toEqual([glass.sku]);
    expect(guestBag.get().lines).toEqual([]);
  });
});

describe('signing in', () => {
  it("merges the guest's bag and wishlist into the account and clears the browser's copies", async () => {
    const merged: unknown[] = [];
    server.use(
      mockEndpoint(login, { shopper: fixtures.shopper }),
      ...handlers.account.signedOut,
      ...handlers.catalogue.full,
    );
    guestBag.set({ lines: [{ sku: glass.sku, quantity: 2 }], slugs: { [glass.sku]: orange.slug } });
    guestWishlist.set({ skus: [orange.defaultVariant.sku], slugs: { [orange.defaultVariant.sku]: orange.slug } });
    const { result } = renderHook(() => ({ ...useSession(), ...useSignIn() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    // Signed in from now on; the capturing merge handlers stay first (the first match answers).
    server.use(mockEndpoint(getMe, fixtures.shopper), ...handlers.bag.full, ...handlers.wishlist.full);
    server.use(
      http.post('*/api/me/bag/merge', async ({ request }) => {
        merged.push({ bag: await request.json() });
        return HttpResponse.json(fixtures.bag);
      }),
      http.post('*/api/me/wishlist/merge', async ({ request }) => {
        merged.push({ wishlist: await request.json() });
        return HttpResponse.json(fixtures.wishlist);
      }),
    );
    await act(() =>
      result.current.signIn.mutateAsync({
        email: fixtures.shopper.email,
        password: 'orange-juice-42',
        rememberMe: false,
      }),
    );
    expect(merged).toEqual(
      expect.arrayContaining([
        { bag: { lines: [{ sku: glass.sku, quantity: 2 }] } },
        { wishlist: { skus: [orange.defaultVariant.sku] } },
      ]),
    );
    expect(localStorage.getItem(GUEST_BAG_KEY)).toBeNull();
    expect(guestWishlist.get().skus).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
  });

  it("keeps the guest's copy when the merge fails, so nothing is lost", async () => {
    server.use(
      http.post('*/api/me/bag/merge', () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
      mockEndpoint(mergeWishlist, fixtures.wishlist),
      mockEndpoint(login, { shopper: fixtures.shopper }),
      ...handlers.account.signedOut,
    );
    guestBag.set({ lines: [{ sku: glass.sku, quantity: 2 }], slugs: { [glass.sku]: orange.slug } });
    const { result } = renderHook(() => ({ ...useSession(), ...useSignIn() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    await act(() =>
      result.current.signIn.mutateAsync({
        email: fixtures.shopper.email,
        password: 'orange-juice-42',
        rememberMe: false,
      }),
    );
    expect(guestBag.get().lines).toEqual([{ sku: glass.sku, quantity: 2 }]);
  });
});
