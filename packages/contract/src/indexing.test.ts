import { describe, expect, it } from 'vitest';
import { PRIVATE_ROUTES, privatePrefix, PUBLIC_ROUTE_PATTERNS, PUBLIC_ROUTES } from './indexing.ts';
import { type RouteName, routePaths } from './paths.ts';

describe('which addresses search engines may list', () => {
  it('gives every route of the shop exactly one place: public, public with a parameter, or private', () => {
    const placed: RouteName[] = [...PUBLIC_ROUTES, ...PUBLIC_ROUTE_PATTERNS, ...PRIVATE_ROUTES];
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(Object.keys(routePaths).sort());
  });

  it('lists no parameter among the plain public routes', () => {
    for (const name of PUBLIC_ROUTES) expect(routePaths[name]).not.toContain(':');
    for (const name of PUBLIC_ROUTE_PATTERNS) expect(routePaths[name]).toContain(':');
  });

  it('disallows a private route with a parameter by the prefix before it', () => {
    expect(privatePrefix('order')).toBe('/order-detail/');
    expect(privatePrefix('dashboard')).toBe('/dashboard');
    expect(privatePrefix('tracking')).toBe('/track-order/');
  });
});
