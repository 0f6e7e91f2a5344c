import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory } from './history.ts';

describe('createMemoryHistory', () => {
  it('starts at the initial entry and resolves a query against the current path', () => {
    const history = createMemoryHistory('/detox?flavour=green');
    expect(history.location).toMatchObject({ pathname: '/detox', search: '?flavour=green' });
    history.navigate('?page=2');
    expect(history.location).toMatchObject({ pathname: '/detox', search: '?page=2' });
  });

  it('adds entries on push, swaps the current one on replace, and walks them back and forth', () => {
    const history = createMemoryHistory('/');
    const actions: string[] = [];
    history.listen((action, location) => actions.push(`${action} ${location.pathname}`));
    history.navigate('/refill');
    history.navigate('/wishlist', { replace: true });
    history.go(-1);
    history.go(1);
    history.go(5);
    expect(actions).toEqual(['PUSH /refill', 'REPLACE /wishlist', 'POP /', 'POP /wishlist']);
  });

  it('gives a new key to each navigation, even to the same address', () => {
    const history = createMemoryHistory('/');
    const first = history.location.key;
    history.navigate('/');
    expect(history.location.key).not.toBe(first);
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('pushes and replaces entries of the window history', () => {
    // At the end of the history: a push there adds an entry (from an earlier entry it drops those after).
    window.history.pushState(null, '', '/');
    const history = createBrowserHistory();
    const listener = vi.fn();
    const stop = history.listen(listener);
    const length = window.history.length;
    history.navigate('/product/fresh-orange-juice?size=l');
    expect(window.location.pathname).toBe('/product/fresh-orange-juice');
    expect(window.history.length).toBe(length + 1);
    history.navigate('/refill', { replace: true });
    expect(window.location.pathname).toBe('/refill');
    expect(window.history.length).toBe(length + 1);
    expect(listener.mock.calls.map(([action]: unknown[]) => action)).toEqual(['PUSH', 'REPLACE']);
    expect(history.location).toMatchObject({ pathname: '/refill', search: '' });
    stop();
  });

  it('follows back and forward (popstate) with the entry it lands on', async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    const pops: string[] = [];
    const stop = history.listen((action, location) => pops.push(`${action} ${location.pathname}`));
    history.navigate('/wishlist');
    const wishlistKey = history.location.key;
    history.navigate('/refill');
    window.history.back();
    // The ceiling of tests/setup/waits.ts: vi.waitFor's own default (1 s) is a clock a loaded machine reaches.
    await vi.waitFor(() => expect(pops).toContain('POP /wishlist'), 15_000);
    expect(history.location.key).toBe(wishlistKey);
    stop();
  });

  it('stops listening to popstate when nobody listens', async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    const listener = vi.fn();
    history.listen(listener)();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();
  });
});
