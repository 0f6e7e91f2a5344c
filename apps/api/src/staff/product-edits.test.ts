import type { Bag, ProductList, StaffProduct, StaffProductList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, place, quote, type TestShopper } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import type { Answer } from './coupon-testing.ts';
import { createProduct, detailsBody, productBody } from './product-testing.ts';
import { insertOrder, signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff edit, vary and archive products over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  async function made(): Promise<StaffProduct> {
    const body = productBody();
    return (await createProduct(staff, body, `edit-${body.slug}`)).body;
  }
  const open = async (slug: string) => (await staff.json<StaffProduct>(`/api/staff/products/${slug}`)).body;
  const write = (path: string, method: string, body?: unknown) =>
    staff.json<Answer<StaffProduct>>(`/api/staff/products/${path}`, { method, body });
  const shopperPage = (slug: string) => new Browser(server.baseUrl).json(`/api/products/${slug}`);

  it('saves the details from a version (the shop shows them at once) and refuses the second of two saves from it', async () => {
    const product = await made();
    const details = {
      name: { en: 'Golden Kiwi Juice', ar: 'عصير الكيوي الذهبي' },
      flavour: { key: 'golden-kiwi', en: 'Golden kiwi', ar: 'كيوي ذهبي' },
      seasons: ['summer'],
      refillPrice: 650,
      highlights: [],
    };
    const saved = await write(product.slug, 'PUT', detailsBody(product, details));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...details, version: 2 });
    const page = await shopperPage(product.slug);
    expect(page.body).toMatchObject({ name: details.name, flavour: 'golden-kiwi', refillPrice: 650, highlights: [] });
    const stale = await write(product.slug, 'PUT', detailsBody(product, { refillPrice: null }));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(stale.body.error.message).toMatch(/since you opened it/);
    expect((await open(product.slug)).refillPrice).toBe(650);
    const same = await write(product.slug, 'PUT', detailsBody(saved.body));
    expect(same.body.version).toBe(2);
    const [logged] = await server.database.rows<{ action: string; details: { changed: Record<string, unknown> } }>(
      `select action, details from staff_actions where subject = $1 order by id desc limit 1`,
      [`product:${product.slug}`],
    );
    expect(logged?.action).toBe('product.update');
    expect(logged?.details.changed).toMatchObject({ 'name.en': [product.name.en, 'Golden Kiwi Juice'] });
    const invalid = await write(product.slug, 'PUT', detailsBody(saved.body, { refillPrice: 0, seasons: ['june'] }));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields ?? {})).toEqual(expect.arrayContaining(['refillPrice', 'seasons.0']));
  });

  it('adds a variant (SKU once in the catalogue, each material and size once) and removes one no order names', async () => {
    const product = await made();
    const [first] = product.variants;
    if (!first) throw new Error('no variant');
    const variant = { sku: `${first.sku}-G2`, material: 'glass', size: '2-ltr', price: 2600, oldPrice: 3000, stock: 4 };
    const added = await write(`${product.slug}/variants`, 'POST', { version: product.version, variant });
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(product.version + 1);
    expect(added.body.variants.at(-1)).toEqual({ ...variant, ordered: false });
    const shown = (await shopperPage(product.slug)).body as { variants: { sku: string; discountPercent: number }[] };
    expect(shown.variants.find((each) => each.sku === variant.sku)?.discountPercent).toBe(13);
    const again = await write(`${product.slug}/variants`, 'POST', { version: added.body.version, variant });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'sku_taken',
      fields: { 'variant.sku': 'Another variant has this SKU' },
    });
    const twin = await write(`${product.slug}/variants`, 'POST', {
      version: added.body.version,
      variant: { ...variant, sku: `${first.sku}-X` },
    });
    expect(twin.body.error.code).toBe('variant_exists');
    const stale = await write(`${product.slug}/variants`, 'POST', { version: product.version, variant });
    expect(stale.body.error.code).toBe('version_conflict');

    const shopper = await fastShopper(server.database, server.baseUrl);
    await insertOrder(server.database, { shopperId: shopper.id, lines: [{ sku: first.sku, quantity: 1 }] });
    const ordered = await open(product.slug);
    expect(ordered.variants.map((each) => each.ordered)).toEqual([true, false]);
    const keep = await write(`${product.slug}/variants/${first.sku}?version=${String(ordered.version)}`, 'DELETE');
    expect(keep.status).toBe(409);
    expect(keep.body.error.code).toBe('variant_ordered');
    const removed = await write(`${product.slug}/variants/${variant.sku}?version=${String(ordered.version)}`, 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.body.variants.map((each) => each.sku)).toEqual([first.sku]);
    expect(removed.body.version).toBe(ordered.version + 1);
    const last = await write(`${product.slug}/variants/${first.sku}?version=${String(removed.body.version)}`, 'DELETE');
    expect(last.body.error.code).toBe('variant_ordered');
  });

  it('archives: the product leaves the shop (page, search, bag, checkout) but stays in orders and the staff list; unarchive puts it back', async () => {
    const product = await made();
    const sku = product.variants[0]?.sku ?? '';
    const putInBag = (who: TestShopper, quantity = 1) =>
      who.json<Bag>(`/api/me/bag/lines/${sku}`, { method: 'PUT', body: { quantity } });
    const buyer = await fastShopper(server.database, server.baseUrl);
    expect((await putInBag(buyer)).status).toBe(200);
    const order = await place(buyer, `archive-${product.slug}`);
    expect(order.status).toBe(201);
    const shopper = await fastShopper(server.database, server.baseUrl);
    expect((await putInBag(shopper)).status).toBe(200);

    const archived = await write(`${product.slug}/archive`, 'POST');
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).not.toBeNull();
    expect(archived.body.version).toBe(product.version + 1);
    expect((await shopperPage(product.slug)).status).toBe(404);
    const search = await new Browser(server.baseUrl).json<ProductList>(
      `/api/products?q=${encodeURIComponent(product.name.en)}`,
    );
    expect(search.body.items).toEqual([]);
    expect((await shopper.json<Bag>('/api/me/bag')).body.lines).toEqual([]);
    expect((await putInBag(shopper, 2)).status).toBe(404);
    expect((await quote(shopper)).body.problems).toContain('out_of_stock');
    // The order and its invoice still name it (they keep the name it was bought under).
    const placed = await buyer.json<{ lines: { sku: string; image: string; name: { en: string } }[] }>(
      `/api/me/orders/${order.body.number}`,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.lines.map((line) => line.name.en)).toEqual([product.name.en]);
    expect((await buyer.json(`/api/me/orders/${order.body.number}/invoice`)).status).toBe(200);
    expect((await new Browser(server.baseUrl).fetch(placed.body.lines[0]?.image ?? '')).status).toBe(200);

    const listed = await staff.json<StaffProductList>(`/api/staff/products?archived=true&pageSize=100`);
    expect(listed.body.items.find((item) => item.slug === product.slug)).toMatchObject({ archived: true });
    const inShop = await staff.json<StaffProductList>(`/api/staff/products?archived=false&pageSize=100`);
    expect(inShop.body.items.map((item) => item.slug)).not.toContain(product.slug);
    expect((await write(`${product.slug}/archive`, 'POST')).body.version).toBe(product.version + 1);

    const back = await write(`${product.slug}/unarchive`, 'POST');
    expect(back.body).toMatchObject({ archivedAt: null, version: product.version + 2 });
    expect((await shopperPage(product.slug)).status).toBe(200);
    const actions = await server.database.rows<{ action: string }>(
      `select action from staff_actions where subject = $1 order by id`,
      [`product:${product.slug}`],
    );
    expect(actions.map((row) => row.action)).toEqual(['product.create', 'product.archive', 'product.unarchive']);
  });
});
