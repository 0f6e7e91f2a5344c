import type { Address, Bag, BlogPost, WishlistView } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
} from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

const address = (city: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Faisal',
  lastName: 'Al-Qahtani',
  mobile: '+966 50 123 4567',
  postalCode: '١٢٢٧١',
  buildingNumber: '8228',
  additionalNumber: '3011',
  district: 'Al Malqa',
  street: 'Anas Ibn Malik Road',
  city,
  region: 'Riyadh Province',
  type: 'work',
  ...extra,
});

describe.each(drivers)('addresses, bag, wishlist and content over HTTP on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('keeps addresses with one default and tells which can be chosen for delivery', async () => {
    const browser = new Browser(server.baseUrl);
    await registerShopper(browser);
    const riyadh = await browser.json<Address>('/api/me/addresses', { method: 'POST', body: address('الرياض') });
    expect(riyadh.status).toBe(201);
    expect(riyadh.body).toMatchObject({ isDefault: true, mobile: '+966501234567', postalCode: '12271' });
    expect(riyadh.body.delivery).toEqual({ deliverable: true, zone: 'riyadh', fee: 0, message: null });

    const abha = await browser.json<Address>('/api/me/addresses', { method: 'POST', body: address('Abha') });
    expect(abha.body.isDefault).toBe(false);
    expect(abha.body.delivery.deliverable).toBe(false);
    expect(abha.body.delivery.message?.en).toContain('We do not deliver to Abha');

    const invalid = await browser.json<{ error: { fields: Record<string, string> } }>('/api/me/addresses', {
      method: 'POST',
      body: address('Riyadh', { postalCode: '1234', mobile: '0123' }),
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['mobile', 'postalCode']);

    await browser.json(`/api/me/addresses/${abha.body.id}/default`, { method: 'POST' });
    const list = (await browser.json<{ items: Address[] }>('/api/me/addresses')).body.items;
    expect(list.filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual([abha.body.id]);

    expect((await browser.fetch(`/api/me/addresses/${abha.body.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await browser.json<{ items: Address[] }>('/api/me/addresses')).body.items;
    expect(after.map((entry) => [entry.id, entry.isDefault])).toEqual([[riyadh.body.id, true]]);
  });

  it('prices the bag from the catalogue, bounds quantities to 1–99 and merges a guest bag by adding quantities', async () => {
    const browser = new Browser(server.baseUrl);
    await registerShopper(browser);
    const [variant] = await server.database.rows<{ price: number }>(
      "select price from variants where sku = 'J00001-R-1L'",
    );
    const put = await browser.json<Bag>('/api/me/bag/lines/J00001-R-1L', { method: 'PUT', body: { quantity: 3 } });
    expect(put.status).toBe(200);
    expect(put.body.lines[0]).toMatchObject({ sku: 'J00001-R-1L', quantity: 3, unitPrice: variant?.price });
    expect(put.body.subTotal).toBe((variant?.price ?? 0) * 3);

    expect(
      (await browser.json('/api/me/bag/lines/J00001-R-1L', { method: 'PUT', body: { quantity: 100 } })).status,
    ).toBe(400);
    expect((await browser.json('/api/me/bag/lines/J00001-R-1L', { method: 'PUT', body: { quantity: 0 } })).status).toBe(
      400,
    );
    expect((await browser.json('/api/me/bag/lines/NO-SUCH-SKU', { method: 'PUT', body: { quantity: 1 } })).status).toBe(
      404,
    );

    const merged = await browser.json<Bag>('/api/me/bag/merge', {
      method: 'POST',
      body: {
        lines: [
          { sku: 'J00001-R-1L', quantity: 98 },
          { sku: 'J00002-G-2L', quantity: 2 },
          { sku: 'GONE-SKU', quantity: 1 },
        ],
      },
    });
    expect(merged.body.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['J00001-R-1L', 99],
      ['J00002-G-2L', 2],
    ]);
    expect(merged.body.itemCount).toBe(101);
    expect(merged.body.subTotal).toBe(merged.body.lines.reduce((sum, line) => sum + line.lineTotal, 0));

    // A price change in the catalogue shows in the bag at once: prices are never stored with the line.
    await server.database.rows("update variants set price = price + 50 where sku = 'J00002-G-2L'");
    await server.app.catalogue.invalidate();
    const repriced = await browser.json<Bag>('/api/me/bag');
    const line = repriced.body.lines.find((entry) => entry.sku === 'J00002-G-2L');
    const [now] = await server.database.rows<{ price: number }>("select price from variants where sku = 'J00002-G-2L'");
    expect(line?.unitPrice).toBe(now?.price);

    const removed = await browser.json<Bag>('/api/me/bag/lines/J00001-R-1L', { method: 'DELETE' });
    expect(removed.body.lines.map((entry) => entry.sku)).toEqual(['J00002-G-2L']);
  });

  it('keeps a wishlist of variants once each and merges the guest wishlist', async () => {
    const browser = new Browser(server.baseUrl);
    await registerShopper(browser);
    await browser.json('/api/me/wishlist/J00003-G-1L', { method: 'PUT' });
    await browser.json('/api/me/wishlist/J00003-G-1L', { method: 'PUT' });
    const merged = await browser.json<WishlistView>('/api/me/wishlist/merge', {
      method: 'POST',
      body: { skus: ['J00004-R-2L', 'J00003-G-1L', 'UNKNOWN-1'] },
    });
    expect(merged.body.items.map((item) => item.sku)).toEqual(['J00003-G-1L', 'J00004-R-2L']);
    expect(merged.body.items[0]).toMatchObject({ material: 'glass', size: '1-ltr' });
    const removed = await browser.json<WishlistView>('/api/me/wishlist/J00003-G-1L', { method: 'DELETE' });
    expect(removed.body.items.map((item) => item.sku)).toEqual(['J00004-R-2L']);
  });

  it('lists at least six blog posts in both languages and takes signed-in comments as plain text', async () => {
    const reader = new Browser(server.baseUrl);
    const list = await reader.json<{ items: { slug: string; title: { en: string; ar: string } }[]; total: number }>(
      '/api/blog',
    );
    expect(list.body.total).toBeGreaterThanOrEqual(6);
    for (const post of list.body.items) expect(post.title.ar).toMatch(/[\u0600-\u06ff]/);
    const slug = list.body.items[0]?.slug ?? '';

    const anonymous = await reader.json(`/api/blog/${slug}/comments`, { method: 'POST', body: { body: 'Lovely' } });
    expect(anonymous.status).toBe(401);

    await registerShopper(reader);
    const tooLong = await reader.json(`/api/blog/${slug}/comments`, {
      method: 'POST',
      body: { body: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    const script = '<script>alert("hi")</script> Tasty!';
    const posted = await reader.json<{ body: string; author: string }>(`/api/blog/${slug}/comments`, {
      method: 'POST',
      body: { body: script },
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ body: script, author: 'Noura A.' });
    const detail = await reader.fetch(`/api/blog/${slug}`);
    expect(detail.headers.get('content-type')).toContain('application/json');
    const post = (await detail.json()) as BlogPost;
    expect(post.comments.map((comment) => comment.body)).toContain(script);
    expect(post.commentCount).toBe(1);
    expect((await reader.json('/api/blog/no-such-post')).status).toBe(404);
  });

  it('takes enquiries and newsletter subscriptions, and serves the FAQ groups and store settings', async () => {
    const browser = new Browser(server.baseUrl);
    const enquiry = await browser.json<{ id: string }>('/api/contact', {
      method: 'POST',
      body: { fullName: 'Sara Al-Otaibi', email: 'Sara@Example.com', enquiry: 'Do you deliver to Diriyah?' },
    });
    expect(enquiry.status).toBe(201);
    const [stored] = await server.database.rows<{ email: string }>('select email from enquiries where id = $1', [
      enquiry.body.id,
    ]);
    expect(stored?.email).toBe('sara@example.com');
    expect(
      (await browser.fetch('/api/newsletter', { method: 'POST', body: { email: 'sara@example.com' } })).status,
    ).toBe(204);
    expect(
      (await browser.fetch('/api/newsletter', { method: 'POST', body: { email: 'sara@example.com' } })).status,
    ).toBe(204);

    const faq = await browser.json<{ groups: { key: string }[] }>('/api/faq');
    expect(faq.body.groups.map((group) => group.key)).toEqual([
      'order',
      'returns',
      'delivery',
      'account',
      'payment',
      'points',
      'other',
    ]);
    const store = await browser.json<{
      cashOnDelivery: { enabled: boolean; unavailableReason: { en: string } | null };
      currencies: { eurPerSar: string };
      deliveryZones: { key: string; fee: number; served: boolean }[];
    }>('/api/store');
    expect(store.body.cashOnDelivery.enabled).toBe(false);
    expect(store.body.cashOnDelivery.unavailableReason?.en).toBe('Cash on delivery is unavailable due to the pandemic');
    expect(store.body.currencies.eurPerSar).toBe('0.24');
    expect(store.body.deliveryZones.find((zone) => zone.key === 'riyadh')).toMatchObject({ fee: 0, served: true });
  });
});
