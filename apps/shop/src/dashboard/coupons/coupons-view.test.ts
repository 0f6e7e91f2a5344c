import { describe, expect, it } from 'vitest';
import { routePaths } from '../../paths.ts';
import { couponsListQuery, couponsViewPath, readCouponsView } from './coupons-view.ts';

describe("the coupon list's view in the address", () => {
  it('survives the address: the search and the page come back', () => {
    const view = { q: 'gold', page: 2 } as const;
    const path = couponsViewPath(routePaths.dashboardCoupons, view);
    expect(path).toBe('/dashboard/coupons?q=gold&page=2');
    expect(readCouponsView(new URL(path, 'http://shop.test').searchParams)).toEqual(view);
  });

  it('leaves defaults out of the address, and reads anything malformed as the default', () => {
    expect(couponsViewPath(routePaths.dashboardCoupons, { page: 1 })).toBe('/dashboard/coupons');
    expect(readCouponsView(new URLSearchParams('page=-2&q=%20%20'))).toEqual({ q: undefined, page: 1 });
    expect(readCouponsView(new URLSearchParams(`q=${'x'.repeat(40)}`)).q).toHaveLength(30);
  });

  it('asks the API for the search and 25 a page', () => {
    expect(couponsListQuery({ page: 1 })).toEqual({ page: 1, pageSize: 25 });
    expect(couponsListQuery({ q: 'GOLD', page: 3 })).toEqual({ q: 'GOLD', page: 3, pageSize: 25 });
  });
});
