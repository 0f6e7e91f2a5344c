import { describe, expect, it } from 'vitest';
import { apiProblemsByRow, draftOf, previewDiscount, readStock, readVariant } from './variant-draft.ts';

const variant = {
  sku: 'J00001-R-1L',
  material: 'regular',
  size: '1-ltr',
  price: 1250,
  oldPrice: 1650,
  stock: 12,
  ordered: false,
};
const draft = (patch: Partial<ReturnType<typeof draftOf>>) => ({ ...draftOf(variant), ...patch });

describe("the variant editor's fields", () => {
  it('open with the amounts as SAR text and the stock as a count', () => {
    expect(draftOf(variant)).toEqual({ sku: 'J00001-R-1L', price: '12.50', oldPrice: '16.50', stock: '12' });
    expect(draftOf({ ...variant, price: 5, oldPrice: null, stock: 0 })).toMatchObject({
      price: '0.05',
      oldPrice: '',
      stock: '0',
    });
  });

  it('read SAR into exact halalas (Latin or Arabic-Indic digits, a group separator, the currency), an empty old price as none', () => {
    expect(readVariant(draft({ price: '13', oldPrice: '', stock: '0' }))).toEqual({
      ok: true,
      change: { sku: 'J00001-R-1L', price: 1300, oldPrice: null, stock: 0 },
    });
    expect(readVariant(draft({ price: '٣٬٠٠٠٫١٠', oldPrice: 'SAR 4,000.5', stock: '٧' }))).toEqual({
      ok: true,
      change: { sku: 'J00001-R-1L', price: 300_010, oldPrice: 400_050, stock: 7 },
    });
    // 0.1 + 0.2 in floats is 0.30000000000000004: the domain's parsing never goes through them.
    expect(readVariant(draft({ price: '0.30' }))).toMatchObject({ change: { price: 30 } });
  });

  it('refuse a price that is not an amount, is 0, or is above SAR 10,000', () => {
    expect(readVariant(draft({ price: '12.345' }))).toEqual({ ok: false, problems: { price: 'price.invalid' } });
    expect(readVariant(draft({ price: 'twelve' }))).toEqual({ ok: false, problems: { price: 'price.invalid' } });
    expect(readVariant(draft({ price: '' }))).toEqual({ ok: false, problems: { price: 'price.invalid' } });
    expect(readVariant(draft({ price: '0', oldPrice: '' }))).toEqual({ ok: false, problems: { price: 'price.zero' } });
    expect(readVariant(draft({ price: '10000.01', oldPrice: '' }))).toEqual({
      ok: false,
      problems: { price: 'price.tooMuch' },
    });
    expect(readVariant(draft({ price: '10000', oldPrice: '' }))).toMatchObject({ ok: true });
  });

  it('refuse an old price that is not an amount, too high, or not above the price', () => {
    expect(readVariant(draft({ oldPrice: '16,5x' }))).toEqual({
      ok: false,
      problems: { oldPrice: 'oldPrice.invalid' },
    });
    expect(readVariant(draft({ oldPrice: '12.50' }))).toEqual({
      ok: false,
      problems: { oldPrice: 'oldPrice.notAbove' },
    });
    expect(readVariant(draft({ oldPrice: '9' }))).toEqual({ ok: false, problems: { oldPrice: 'oldPrice.notAbove' } });
    expect(readVariant(draft({ oldPrice: '20000' }))).toEqual({
      ok: false,
      problems: { oldPrice: 'oldPrice.tooMuch' },
    });
  });

  it('read the stock as a whole count from 0 to 100,000, and name every field that is wrong at once', () => {
    expect(readStock(' 1,200 ')).toBe(1200);
    expect(readStock('١٠')).toBe(10);
    expect(readStock('2.5')).toBe('stock.invalid');
    expect(readStock('-1')).toBe('stock.invalid');
    expect(readStock('')).toBe('stock.invalid');
    expect(readStock('100001')).toBe('stock.tooMuch');
    expect(readVariant(draft({ price: 'x', oldPrice: 'y', stock: 'z' }))).toEqual({
      ok: false,
      problems: { price: 'price.invalid', oldPrice: 'oldPrice.invalid', stock: 'stock.invalid' },
    });
  });

  it("preview the shop's discount badge by the domain's rule: rounded half up, none without an old price above", () => {
    expect(previewDiscount(draft({ price: '12.50', oldPrice: '16.50' }))).toBe(24);
    expect(previewDiscount(draft({ price: '99.50', oldPrice: '100' }))).toBe(1);
    expect(previewDiscount(draft({ price: '99.60', oldPrice: '100' }))).toBeUndefined();
    expect(previewDiscount(draft({ price: '12.50', oldPrice: '' }))).toBeUndefined();
    expect(previewDiscount(draft({ price: 'x', oldPrice: '16.50' }))).toBeUndefined();
  });

  it("place the API's field messages on their rows and fields, in the editor's words", () => {
    const rows = apiProblemsByRow({
      'variants.0.sku': 'Not a variant of this product',
      'variants.2.oldPrice': 'The old price is above the price, or empty',
      'variants.2.price': 'A price is more than 0',
      'variants.3.price': 'At most 10,000 SAR',
      'variants.3.stock': 'Whole units',
      'variants.4.oldPrice': 'At most 10,000 SAR',
      'variants.4.stock': 'At most 100,000',
      'variants.5.price': 'Whole halalas',
      'variants.5.oldPrice': 'Expected number, received string',
      'variants.5.colour': 'Unknown field',
      variants: 'Each SKU once',
    });
    expect(Object.fromEntries(rows)).toEqual({
      0: { unknownSku: true },
      2: { oldPrice: 'oldPrice.notAbove', price: 'price.zero' },
      3: { price: 'price.tooMuch', stock: 'stock.invalid' },
      4: { oldPrice: 'oldPrice.tooMuch', stock: 'stock.tooMuch' },
      5: { price: 'price.invalid', oldPrice: 'oldPrice.invalid' },
    });
    expect(apiProblemsByRow(undefined).size).toBe(0);
  });
});
