// The store's contact details (database, seeded with the Riyadh shop's) and third-party widgets
// (server configuration) in GET /api/store, and the start-up check of the widget URLs.
import type { StoreSettings } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../seed/seed.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { widgetsFromEnv } from './widgets.ts';

vi.setConfig({ testTimeout: 120_000 });

const riyadh: StoreSettings['contact'] = {
  address: {
    en: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
    ar: 'طريق الملك فهد، العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
  },
  phone: '+966920000000',
  phoneDisplay: '920 000 000',
  email: 'hello@juicyin.sa',
  hours: { en: 'Every day, 8 am to 11 pm', ar: 'يومياً، من ٨ صباحاً حتى ١١ مساءً' },
  location: { lat: 24.7136, lng: 46.6753 },
  social: [
    { id: 'instagram', network: 'Instagram', href: 'https://www.instagram.com/juicyin' },
    { id: 'x', network: 'X', href: 'https://x.com/juicyin' },
    { id: 'facebook', network: 'Facebook', href: 'https://www.facebook.com/juicyin' },
  ],
};

describe('the widget scripts from the environment', () => {
  it('are none when unset or empty', () => {
    expect(widgetsFromEnv({})).toEqual({ reviews: null, push: null });
    expect(widgetsFromEnv({ REVIEWS_WIDGET_URL: '  ', PUSH_WIDGET_URL: '' })).toEqual({ reviews: null, push: null });
  });

  it('take absolute http(s) URLs, and stop the start with the variable named otherwise', () => {
    expect(
      widgetsFromEnv({
        REVIEWS_WIDGET_URL: ' https://widget.reviews.example/v2/loader.js ',
        PUSH_WIDGET_URL: 'https://push.example/sdk.js?site=juicyin',
      }),
    ).toEqual({
      reviews: { scriptUrl: 'https://widget.reviews.example/v2/loader.js' },
      push: { scriptUrl: 'https://push.example/sdk.js?site=juicyin' },
    });
    expect(() => widgetsFromEnv({ REVIEWS_WIDGET_URL: '/widgets/reviews.js' })).toThrow(
      /^REVIEWS_WIDGET_URL must be an absolute http\(s\) URL/,
    );
    expect(() => widgetsFromEnv({ PUSH_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/^PUSH_WIDGET_URL must be/);
    expect(() => widgetsFromEnv({ PUSH_WIDGET_URL: 'data:text/javascript,alert(1)' })).toThrow(/PUSH_WIDGET_URL/);
  });
});

describe.each(drivers)("GET /api/store's contact details and widgets on %s", (driver) => {
  let plain: TestServer;
  let withWidgets: TestServer;

  beforeAll(async () => {
    plain = await startTestServer(driver);
    withWidgets = await startTestServer(driver, {
      widgets: {
        reviews: { scriptUrl: 'https://widget.reviews.example/v2/loader.js' },
        push: { scriptUrl: 'https://push.example/sdk.js' },
      },
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await plain.close();
    await withWidgets.close();
  });

  it("sends the Riyadh shop's contact details as seeded, and no widgets unless configured", async () => {
    const response = await new Browser(plain.baseUrl).fetch('/api/store');
    const settings = (await response.json()) as StoreSettings;
    expect(settings.contact).toEqual(riyadh);
    expect(settings.widgets).toEqual({ reviews: null, push: null });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('sends the configured widget scripts, and lets the shop load them and talk to their origins', async () => {
    const response = await new Browser(withWidgets.baseUrl).fetch('/api/store');
    const settings = (await response.json()) as StoreSettings;
    expect(settings.widgets).toEqual({
      reviews: { scriptUrl: 'https://widget.reviews.example/v2/loader.js' },
      push: { scriptUrl: 'https://push.example/sdk.js' },
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://widget.reviews.example https://push.example;");
    expect(csp).toContain("connect-src 'self' https://widget.reviews.example https://push.example;");
  });

  it('fills the contact details of a database seeded before they existed, and keeps edited ones', async () => {
    const { database } = plain;
    // As a database seeded before version 6 is after its migration: the columns empty.
    await database.rows(`update store_settings set contact_phone = null, contact_lat = null, contact_lng = null,
      contact_email = null, contact_social = null where id = 1`);
    await seed(database);
    const [filled] = await database.rows<{ contact_phone: string; contact_email: string }>(
      'select contact_phone, contact_email from store_settings where id = 1',
    );
    expect(filled).toEqual({ contact_phone: '+966920000000', contact_email: 'hello@juicyin.sa' });

    await database.rows(`update store_settings set contact_email = 'care@juicyin.sa' where id = 1`);
    await seed(database);
    const [kept] = await database.rows<{ contact_email: string }>(
      'select contact_email from store_settings where id = 1',
    );
    expect(kept?.contact_email).toBe('care@juicyin.sa');
  });

  it('refuses a phone number that is not E.164 in the table', async () => {
    await expect(
      plain.database.rows(`update store_settings set contact_phone = '920 000 000' where id = 1`),
    ).rejects.toThrow(/contact_phone/);
  });
});
