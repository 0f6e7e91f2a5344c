import type { Address, Bag } from '@juicyin/contract';
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

const riyadhAddress = {
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  mobile: '0551234567',
  postalCode: '12271',
  buildingNumber: '7235',
  additionalNumber: '2121',
  district: 'Al Olaya',
  street: '7235 King Fahd Road',
  city: 'Riyadh',
  region: 'Riyadh Province',
  type: 'home',
};

describe.each(drivers)('security over HTTP on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('refuses a cross-site POST and a POST without the client header, before touching anything', async () => {
    const browser = new Browser(server.baseUrl);
    const body = { fullName: 'Someone', email: 'someone@example.com', enquiry: 'Hello' };
    const crossSite = await browser.json<{ error: { code: string } }>('/api/contact', {
      method: 'POST',
      body,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', 'x-juicyin-client': '' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.code).toBe('cross_site_request');
    const withHeaderButForeignOrigin = await browser.json('/api/contact', {
      method: 'POST',
      body,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(withHeaderButForeignOrigin.status).toBe(403);
    const noHeader = await browser.json('/api/contact', { method: 'POST', body, headers: { 'x-juicyin-client': '' } });
    expect(noHeader.status).toBe(403);
    const [count] = await server.database.rows<{ n: number }>('select count(*)::int as n from enquiries');
    expect(count?.n).toBe(0);
    const accepted = await browser.json('/api/contact', { method: 'POST', body, headers: { origin: server.baseUrl } });
    expect(accepted.status).toBe(201);
  });

  it('lets a cross-site GET through (reads change nothing)', async () => {
    const browser = new Browser(server.baseUrl);
    const read = await browser.fetch('/api/faq', {
      headers: { 'sec-fetch-site': 'cross-site', 'x-juicyin-client': '' },
    });
    expect(read.status).toBe(200);
  });

  it('sends security headers with a CSP fit for the shop', async () => {
    const response = await new Browser(server.baseUrl).fetch('/api/store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a body over the size limit with 413 in the shared error shape', async () => {
    const response = await new Browser(server.baseUrl).json<{ error: { code: string } }>('/api/contact', {
      method: 'POST',
      body: JSON.stringify({ fullName: 'x', email: 'a@example.com', enquiry: 'y'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it("answers 404 for another shopper's address and leaves it and their bag alone", async () => {
    const owner = new Browser(server.baseUrl);
    await registerShopper(owner);
    const created = await owner.json<Address>('/api/me/addresses', { method: 'POST', body: riyadhAddress });
    expect(created.status).toBe(201);
    await owner.json('/api/me/bag/lines/J00001-R-1L', { method: 'PUT', body: { quantity: 2 } });

    const other = new Browser(server.baseUrl);
    await registerShopper(other);
    const id = created.body.id;
    expect((await other.json(`/api/me/addresses/${id}`, { method: 'PUT', body: riyadhAddress })).status).toBe(404);
    expect((await other.json(`/api/me/addresses/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.json(`/api/me/addresses/${id}/default`, { method: 'POST' })).status).toBe(404);
    expect((await other.json<{ items: unknown[] }>('/api/me/addresses')).body.items).toEqual([]);
    expect((await other.json<Bag>('/api/me/bag')).body.lines).toEqual([]);
    await other.json('/api/me/bag/lines/J00001-R-1L', { method: 'DELETE' });
    expect((await owner.json<Bag>('/api/me/bag')).body.lines).toHaveLength(1);
    expect((await owner.json<{ items: Address[] }>('/api/me/addresses')).body.items.map((a) => a.id)).toEqual([id]);
  });

  it('answers 401 to account endpoints without a session', async () => {
    const anonymous = new Browser(server.baseUrl);
    for (const path of ['/api/me', '/api/me/bag', '/api/me/wishlist', '/api/me/addresses', '/api/me/points']) {
      const response = await anonymous.json<{ error: { code: string } }>(path);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });
});
