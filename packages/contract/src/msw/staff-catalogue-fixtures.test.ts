import { describe, expect, it } from 'vitest';
import { staffProductListSchema, staffProductSchema } from '../staff/catalogue-schemas.ts';
import { staffCatalogueFixtures, staffSummary } from './staff-catalogue-fixtures.ts';

describe("the dashboard catalogue stories' fixtures", () => {
  it('are what the API answers: every product and the list of their summaries parse by the contract', () => {
    for (const product of staffCatalogueFixtures.products) expect(staffProductSchema.parse(product)).toEqual(product);
    const items = staffCatalogueFixtures.products.map(staffSummary);
    expect(() =>
      staffProductListSchema.parse({ items, page: 1, pageSize: 25, total: items.length, pageCount: 2 }),
    ).not.toThrow();
    expect(new Set(items.map((item) => item.slug)).size).toBe(items.length);
  });

  it('hold each state the list shows: more than a page, on sale and not, in stock, out and some variants out', () => {
    const items = staffCatalogueFixtures.products.map(staffSummary);
    expect(items.length).toBeGreaterThan(25);
    expect(new Set(items.map((item) => item.stock))).toEqual(new Set(['in', 'out', 'some']));
    expect(new Set(items.map((item) => item.onSale))).toEqual(new Set([true, false]));
    expect(staffSummary(staffCatalogueFixtures.orangeJuice)).toMatchObject({
      stock: 'some',
      onSale: true,
      variantCount: 4,
    });
  });
});
