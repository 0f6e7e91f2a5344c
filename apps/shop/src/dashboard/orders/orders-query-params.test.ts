import { describe, expect, it } from 'vitest';
import {
  columnToSort,
  columnVisibility,
  hiddenFromVisibility,
  ordersListQuery,
  ordersViewPath,
  readOrdersView,
  sortToColumn,
} from './orders-query-params.ts';

describe('the orders table state in the address', () => {
  it('reads filters, sort, page and hidden columns from the query', () => {
    const view = readOrdersView(
      new URLSearchParams(
        'status=processing&placedFrom=2026-11-01&placedTo=2026-11-24&city=Riyadh&payment=cod&q=JY-26&sort=-grandTotal&page=3&hide=city,number,customer,bogus,city',
      ),
    );
    expect(view).toEqual({
      status: 'processing',
      placedFrom: '2026-11-01',
      placedTo: '2026-11-24',
      city: 'Riyadh',
      payment: 'cod',
      q: 'JY-26',
      sort: '-grandTotal',
      page: 3,
      // Known hideable columns once each, in the table's order (the number cannot be hidden).
      hide: ['customer', 'city'],
    });
    // Hidden columns change what is shown, not what is asked.
    expect(ordersListQuery(view)).toEqual({ ...view, hide: undefined, pageSize: 25 });
    expect(ordersListQuery(view)).not.toHaveProperty('hide');
  });

  it('leaves out what is unknown or malformed, and defaults to oldest first on page 1', () => {
    const view = readOrdersView(
      new URLSearchParams('status=lost&placedFrom=yesterday&payment=gold&q=%20%20&sort=price&page=-2'),
    );
    expect(view).toEqual({
      status: undefined,
      placedFrom: undefined,
      placedTo: undefined,
      city: undefined,
      payment: undefined,
      q: undefined,
      sort: 'placedAt',
      page: 1,
      hide: undefined,
    });
    expect(ordersListQuery(view)).toEqual({ sort: 'placedAt', page: 1, pageSize: 25 });
  });

  it('asks for no last day when the range ends before it starts (the filter shows the error)', () => {
    const view = readOrdersView(new URLSearchParams('placedFrom=2026-11-24&placedTo=2026-11-01'));
    expect(ordersListQuery(view)).toEqual({ sort: 'placedAt', page: 1, pageSize: 25, placedFrom: '2026-11-24' });
  });

  it('writes a view back as an address, leaving the defaults out, and reads it back the same', () => {
    const base = readOrdersView(new URLSearchParams());
    expect(ordersViewPath('/dashboard/orders', base)).toBe('/dashboard/orders');
    const view = {
      ...base,
      status: 'placed' as const,
      q: 'نورة',
      sort: '-placedAt' as const,
      page: 2,
      hide: ['customer', 'age'] as const,
    };
    const path = ordersViewPath('/dashboard/orders', view);
    expect(path).toBe(
      '/dashboard/orders?status=placed&q=%D9%86%D9%88%D8%B1%D8%A9&sort=-placedAt&page=2&hide=customer%2Cage',
    );
    expect(readOrdersView(new URL(path, 'https://shop.example').searchParams)).toEqual(view);
  });

  it('maps the API sort to a column and direction and back', () => {
    expect(sortToColumn('-grandTotal')).toEqual({ id: 'grandTotal', desc: true });
    expect(sortToColumn('number')).toEqual({ id: 'number', desc: false });
    expect(columnToSort({ id: 'grandTotal', desc: true })).toBe('-grandTotal');
    expect(columnToSort({ id: 'city', desc: false })).toBe('placedAt');
    expect(columnToSort(null)).toBe('placedAt');
  });

  it("turns hidden columns into the table's column visibility and back", () => {
    const view = readOrdersView(new URLSearchParams('hide=payment,items'));
    expect(columnVisibility(view)).toEqual({ payment: false, items: false });
    expect(hiddenFromVisibility({ payment: false, items: true, age: false })).toEqual(['payment', 'age']);
    expect(hiddenFromVisibility({ payment: true })).toBeUndefined();
    expect(columnVisibility(readOrdersView(new URLSearchParams()))).toEqual({});
  });
});
