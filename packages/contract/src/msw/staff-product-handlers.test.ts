import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffProductSchema } from '../staff/catalogue-schemas.ts';
import { catalogueServer } from './staff-catalogue-handlers.ts';

const base = 'http://shop.test/api/staff/products';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const send = async (path: string, method: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const newProduct = {
  slug: 'fresh-kiwi-juice',
  name: { en: 'Fresh Kiwi Juice', ar: 'عصير كيوي طازج' },
  description: { en: 'Kiwi.', ar: 'كيوي.' },
  highlights: [],
  category: 'fruit-juice',
  flavour: { key: 'kiwi', en: 'Kiwi', ar: 'كيوي' },
  seasons: [],
  refillPrice: null,
  variants: [{ sku: 'KIWI-R-1L', material: 'regular', size: '1-ltr', price: 1400, oldPrice: null, stock: 5 }],
};

describe("the catalogue stories' product writes", () => {
  it('create once per key (a taken slug refused), edit from a version, add and remove variants, archive', async () => {
    server.resetHandlers(...catalogueServer());
    const created = await send('', 'POST', newProduct, { 'idempotency-key': 'k1' });
    expect(created.status).toBe(201);
    const product = staffProductSchema.parse(created.body);
    expect((await send('', 'POST', newProduct, { 'idempotency-key': 'k1' })).body).toEqual(created.body);
    const taken = await send('', 'POST', newProduct, { 'idempotency-key': 'k2' });
    expect(taken.body).toMatchObject({ error: { code: 'product_slug_taken' } });

    const { name, description, highlights, category, flavour, seasons } = newProduct;
    const details = { name, description, highlights, category, flavour, seasons, refillPrice: null };
    const saved = await send(`/${product.slug}`, 'PUT', { ...details, refillPrice: 500, version: 1 });
    expect(saved.body).toMatchObject({ refillPrice: 500, version: 2 });
    const stale = await send(`/${product.slug}`, 'PUT', { ...details, version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'version_conflict' } } });

    const variant = { sku: 'KIWI-G-1L', material: 'glass', size: '1-ltr', price: 1900, oldPrice: null, stock: 2 };
    const added = await send(`/${product.slug}/variants`, 'POST', { version: 2, variant });
    expect(added.status).toBe(201);
    const removed = await send(`/${product.slug}/variants/KIWI-G-1L?version=3`, 'DELETE');
    expect(staffProductSchema.parse(removed.body).variants.map((each) => each.sku)).toEqual(['KIWI-R-1L']);
    const last = await send(`/${product.slug}/variants/KIWI-R-1L?version=4`, 'DELETE');
    expect(last.body).toMatchObject({ error: { code: 'last_variant' } });

    const archived = await send(`/${product.slug}/archive`, 'POST');
    expect(staffProductSchema.parse(archived.body)).toMatchObject({ version: 5 });
    expect(archived.body['archivedAt']).not.toBeNull();
    const listed = await fetch(`${base}?archived=true&q=kiwi`);
    expect(((await listed.json()) as { items: { slug: string }[] }).items.map((item) => item.slug)).toEqual([
      product.slug,
    ]);
  });
});
