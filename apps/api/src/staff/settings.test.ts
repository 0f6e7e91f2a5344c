import type { StaffStoreSettings, StoreSettings } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper, putInBag, quote, stockedVariant } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type Answer = StaffStoreSettings & { error: { code: string; message: string; fields?: Record<string, string> } };

/** The body a save sends: the settings as opened, with `change` over them. */
function bodyOf(settings: StaffStoreSettings, change: Partial<Omit<StaffStoreSettings, 'contact'>> = {}) {
  const merged = { ...settings, ...change };
  return {
    version: merged.version,
    cashOnDelivery: merged.cashOnDelivery,
    eurPerSar: merged.eurPerSar,
    deliveryZones: merged.deliveryZones.map(({ key, fee, served }) => ({ key, fee, served })),
    lateness: merged.lateness,
    seller: merged.seller,
    contact: (({ location, ...contact }) => ({ ...contact, location }))(settings.contact),
  };
}

describe.each(drivers)("staff manage the store's settings over HTTP on %s", (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const open = async () => (await staff.json<StaffStoreSettings>('/api/staff/settings')).body;
  const save = (body: ReturnType<typeof bodyOf> | Record<string, unknown>) =>
    staff.json<Answer>('/api/staff/settings', { method: 'PUT', body });
  const publicSettings = async () => (await new Browser(server.baseUrl).json<StoreSettings>('/api/store')).body;

  it('turns cash on delivery on with a fee, changes a zone and the EUR rate: the shop and checkout follow at once, the log says what changed', async () => {
    const opened = await open();
    expect(opened.cashOnDelivery.enabled).toBe(false);
    const shopper = await fastShopper(server.database, server.baseUrl);
    const juice = await stockedVariant(server.database, { stock: 10, price: 2000, offset: 0 });
    await putInBag(server.database, shopper.id, juice.id, 1);
    expect((await quote(shopper, { paymentMethod: 'cod' })).body.problems).toEqual(['cod_unavailable']);

    const riyadh = opened.deliveryZones.find((zone) => zone.key === 'riyadh');
    const saved = await save(
      bodyOf(opened, {
        cashOnDelivery: { ...opened.cashOnDelivery, enabled: true, fee: 1500 },
        eurPerSar: '0.2500',
        deliveryZones: opened.deliveryZones.map((zone) => (zone.key === 'riyadh' ? { ...zone, fee: 700 } : zone)),
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: opened.version + 1,
      cashOnDelivery: { enabled: true, fee: 1500 },
      eurPerSar: '0.25',
    });
    const shop = await publicSettings();
    expect(shop.cashOnDelivery).toEqual({ enabled: true, fee: 1500, unavailableReason: null });
    expect(shop.currencies.eurPerSar).toBe('0.25');
    expect(shop.deliveryZones.find((zone) => zone.key === 'riyadh')?.fee).toBe(700);
    const cod = await quote(shopper, { paymentMethod: 'cod' });
    expect(cod.body.problems).toEqual([]);
    expect(cod.body.cashOnDelivery).toMatchObject({ available: true, fee: 1500 });
    expect(cod.body.delivery).toMatchObject({ zone: 'riyadh', fee: 700 });

    const [logged] = await server.database.rows<{ action: string; details: { changed: Record<string, unknown> } }>(
      `select action, details from staff_actions where subject = 'store' order by id desc limit 1`,
    );
    expect(logged?.action).toBe('store.settings');
    expect(logged?.details.changed).toEqual({
      'cashOnDelivery.enabled': [false, true],
      'cashOnDelivery.fee': [opened.cashOnDelivery.fee, 1500],
      eurPerSar: [opened.eurPerSar, '0.25'],
      [`deliveryZones.${String(opened.deliveryZones.indexOf(riyadh!))}.fee`]: [riyadh?.fee, 700],
    });
  });

  it('refuses the second of two saves made from the same version, keeping the first', async () => {
    const opened = await open();
    const first = await save(bodyOf(opened, { lateness: { ...opened.lateness, placed: 20 } }));
    expect(first.status).toBe(200);
    const second = await save(bodyOf(opened, { lateness: { ...opened.lateness, placed: 25 } }));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('version_conflict');
    expect(second.body.error.message).toMatch(/since you opened them/);
    expect((await open()).lateness.placed).toBe(20);
  });

  it('keeps the version when a save changes nothing', async () => {
    const opened = await open();
    const same = await save(bodyOf(opened));
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(opened.version);
  });

  it('refuses cash on delivery off without a reason, a bad VAT number or rate, a new zone without its city or with a taken one, and a tile address without {z}/{x}/{y}, each with its field', async () => {
    const opened = await open();
    const noReason = await save(bodyOf(opened, { cashOnDelivery: { enabled: false, fee: 0, reason: null } }));
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({
      'cashOnDelivery.reason': 'Say why cash on delivery is off, in English and Arabic: shoppers see it at checkout',
    });
    const badVat = await save(bodyOf(opened, { seller: { ...opened.seller, vatNumber: '123' } }));
    expect(badVat.body.error.fields).toEqual({
      'seller.vatNumber': 'A Saudi VAT number: 15 digits, starting and ending with 3',
    });
    const badRate = await save(bodyOf(opened, { eurPerSar: '1e3' }));
    expect(badRate.body.error.fields).toEqual({ eurPerSar: 'A rate such as 0.245, at most 6 decimals' });
    const zones = bodyOf(opened).deliveryZones;
    const nameless = await save({
      ...bodyOf(opened),
      deliveryZones: [...zones, { key: 'atlantis', fee: 0, served: true }],
    });
    expect(nameless.status).toBe(422);
    expect(nameless.body.error).toMatchObject({
      code: 'zone_city_required',
      fields: { [`deliveryZones.${String(zones.length)}.city.en`]: 'A new zone’s city, in English and Arabic' },
    });
    const twice = await save({
      ...bodyOf(opened),
      deliveryZones: [
        ...zones,
        { key: 'riyadh-2', fee: 0, served: true, city: { en: 'riyadh', ar: 'الرياض الجديدة' } },
      ],
    });
    expect(twice.body.error).toMatchObject({ code: 'zone_city_taken' });
    const badKey = await save({
      ...bodyOf(opened),
      deliveryZones: [...zones, { key: 'Al Khobar', fee: 0, served: true, city: { en: 'Al Khobar', ar: 'الخبر' } }],
    });
    expect(badKey.status).toBe(400);
    const badTiles = await save({
      ...bodyOf(opened),
      mapTiles: { url: 'ftp://tiles.example/{z}/{x}/{y}.png', attribution: '' },
    });
    expect(badTiles.body.error.fields).toEqual({
      'mapTiles.url': 'A tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect((await open()).version).toBe(opened.version);
  });

  it('adds a delivery zone: the shop offers its city at once, at its fee, after the known zones', async () => {
    const opened = await open();
    const khobar = { key: 'al-khobar', fee: 1800, served: true, city: { en: 'Al Khobar', ar: 'الخبر' } };
    const saved = await save({ ...bodyOf(opened), deliveryZones: [...bodyOf(opened).deliveryZones, khobar] });
    expect(saved.status).toBe(200);
    expect(saved.body.deliveryZones.at(-1)).toEqual(khobar);
    expect((await publicSettings()).deliveryZones.at(-1)).toEqual(khobar);
    const again = await save({ ...bodyOf(saved.body), deliveryZones: bodyOf(saved.body).deliveryZones });
    expect(again.body.version).toBe(saved.body.version);
  });

  it('changes the social links: the footer and contact page read the new list at once; a bad address is refused at its place', async () => {
    const opened = await open();
    const base = bodyOf(opened);
    const social = [
      ...opened.contact.social.slice(1),
      { id: 'tiktok', network: 'TikTok', href: 'https://www.tiktok.com/@juicyin' },
    ];
    const saved = await save({ ...base, contact: { ...base.contact, social } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.contact.social).toEqual(social);
    expect((await publicSettings()).contact.social).toEqual(social);
    const refused = await save({
      ...bodyOf(saved.body),
      contact: { ...bodyOf(saved.body).contact, social: [{ id: 'x', network: 'X', href: 'http://x.com/juicyin' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'contact.social.0.href': 'An https:// address' });
    const back = await save({
      ...bodyOf(saved.body),
      contact: { ...bodyOf(saved.body).contact, social: opened.contact.social },
    });
    expect(back.status).toBe(200);
  });

  it("sets the map's tile server: the shop's map and the page's Content-Security-Policy follow, and null goes back to the server's own", async () => {
    const opened = await open();
    expect(opened.mapTiles).toMatchObject({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', custom: false });
    const tiles = { url: 'https://tiles.juicyin.example/{z}/{x}/{y}.png', attribution: '© Juicyin maps' };
    const saved = await save({ ...bodyOf(opened), mapTiles: tiles });
    expect(saved.body.mapTiles).toEqual({ ...tiles, custom: true });
    expect((await publicSettings()).mapTiles).toEqual(tiles);
    const page = await new Browser(server.baseUrl).fetch('/api/store');
    expect(page.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tiles.juicyin.example",
    );

    const back = await save({ ...bodyOf(saved.body), mapTiles: null });
    expect(back.body.mapTiles).toMatchObject({ url: opened.mapTiles.url, custom: false });
    expect((await publicSettings()).mapTiles.url).toBe(opened.mapTiles.url);
    const after = await new Browser(server.baseUrl).fetch('/api/store');
    expect(after.headers.get('content-security-policy')).toContain('https://tile.openstreetmap.org');
    expect(after.headers.get('content-security-policy')).not.toContain('tiles.juicyin.example');
  });

  it('answers 404 to shoppers and signed-out visitors, as every staff endpoint does', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const opened = await open();
    expect((await shopper.json('/api/staff/settings')).status).toBe(404);
    expect((await shopper.json('/api/staff/settings', { method: 'PUT', body: bodyOf(opened) })).status).toBe(404);
    expect((await new Browser(server.baseUrl).json('/api/staff/settings')).status).toBe(404);
    expect((await open()).version).toBe(opened.version);
  });
});
