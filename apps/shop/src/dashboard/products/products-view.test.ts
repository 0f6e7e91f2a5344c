import { describe, expect, it } from 'vitest';
import { routePaths } from '../../paths.ts';
import { productsListQuery, productsViewPath, readProductsView } from './products-view.ts';

describe("the product list's view in the address", () => {
  it('survives the address: what was chosen comes back', () => {
    const view = { q: 'mango', category: 'smoothies', stock: 'some', sale: false, page: 3 } as const;
    const path = productsViewPath(routePaths.dashboardProducts, view);
    expect(path).toBe('/dashboard/products?q=mango&category=smoothies&stock=some&sale=false&page=3');
    expect(readProductsView(new URL(path, 'http://shop.test').searchParams)).toEqual(view);
  });

  it('leaves defaults out of the address, and reads anything unknown as the default', () => {
    expect(productsViewPath(routePaths.dashboardProducts, { page: 1 })).toBe('/dashboard/products');
    expect(readProductsView(new URLSearchParams('category=pizza&stock=low&sale=maybe&page=-2&q=%20%20'))).toEqual({
      q: undefined,
      category: undefined,
      stock: undefined,
      sale: undefined,
      page: 1,
    });
    expect(readProductsView(new URLSearchParams(`q=${'x'.repeat(90)}`)).q).toHaveLength(80);
  });

  it("asks the API for the view's filters and 25 a page", () => {
    expect(productsListQuery({ page: 1 })).toEqual({ page: 1, pageSize: 25 });
    expect(productsListQuery({ q: 'J00001', stock: 'out', sale: true, category: 'salat', page: 2 })).toEqual({
      q: 'J00001',
      category: 'salat',
      stock: 'out',
      sale: 'true',
      page: 2,
      pageSize: 25,
    });
  });
});
