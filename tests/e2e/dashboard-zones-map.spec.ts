// The dashboard's store settings, zones and map (issue 21): staff, in Arabic, add a delivery zone
// (Al Khobar, SAR 18) and name the store's own tile server; a new shopper's checkout then delivers
// to Al Khobar at that fee, and the address map loads its tiles from the staff's server. The tile
// server is put back to the server's own at the end (the zone stays: zones are never removed, and
// no other journey delivers to Al Khobar).
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './shop-test.ts';
import { getStaffStoreSettings, type StaffStoreSettings, updateStaffStoreSettings } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { addRiyadhAddress, addToBag, registerOnCheckout, useLanguage, words } from './checkout-steps.ts';
import { serveTiles } from './map-tiles.ts';
import { purchaseProducts } from './purchase-products.ts';
import { shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';

test.slow();

let staffApi: APIRequestContext;

const readSettings = async (): Promise<StaffStoreSettings> => {
  const response = await staffApi.get(getStaffStoreSettings.path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffStoreSettings;
};

test.beforeAll(async ({ serverURL }) => {
  staffApi = await signInAsStaff(serverURL);
});

test.afterAll(async () => {
  const now = await readSettings();
  if (now.mapTiles.custom) {
    const response = await staffApi.put(updateStaffStoreSettings.path, {
      data: {
        ...now,
        deliveryZones: now.deliveryZones.map(({ key, fee, served }) => ({ key, fee, served })),
        mapTiles: null,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await staffApi.dispose();
});

test('staff add a delivery zone and their own tile server in Arabic; checkout delivers there at its fee and the map loads their tiles', async ({
  browser,
}) => {
  const found = await readSettings();
  expect(found.deliveryZones.some((zone) => zone.city.en === 'Al Khobar')).toBe(false);
  const say = (key: Parameters<typeof shopText>[1]) => shopText('ar', key);

  // Staff, in Arabic: a new zone named in both languages with a fee typed in Arabic-Indic digits,
  // and the store's own tile server, on this origin.
  const staff = await staffBrowserPage(browser);
  await useLanguage(staff.page, 'ar');
  await staff.page.goto(pathTo('dashboardSettings'));
  const main = staff.page.getByRole('main');
  await main.getByRole('button', { name: say('dashboard.settings.zone.add') }).click();
  const city = (language: 'english' | 'arabic') =>
    main.getByRole('textbox', {
      name: `${say('dashboard.settings.zone.city')} (${say(`dashboard.settings.${language}`)})`,
    });
  await city('english').fill('Al Khobar');
  await city('arabic').fill('الخبر');
  await main.getByRole('textbox', { name: `${say('dashboard.settings.zone.fee')} — الخبر` }).fill('١٨');
  const ownTiles = main.getByRole('switch', { name: say('dashboard.settings.map.custom') });
  await ownTiles.focus();
  await staff.page.keyboard.press('Space');
  await expect(ownTiles).toBeChecked();
  await main.getByRole('textbox', { name: say('dashboard.settings.map.url') }).fill('/juicyin-tiles/{z}/{x}/{y}.png');
  await main.getByRole('textbox', { name: say('dashboard.settings.map.attribution') }).fill('© جوسين');
  await main.getByRole('button', { name: say('dashboard.settings.save') }).click();
  await expect(
    main
      .getByRole('status')
      .filter({ hasText: shopText('ar', 'dashboard.settings.saved', { version: found.version + 1 }) }),
  ).toBeVisible();
  await expect(main.getByRole('group', { name: 'الخبر' })).toBeVisible();
  await staff.context.close();
  expect((await readSettings()).deliveryZones.at(-1)).toEqual({
    key: 'al-khobar',
    city: { en: 'Al Khobar', ar: 'الخبر' },
    fee: 1800,
    served: true,
  });

  // A new shopper delivering to Al Khobar pays its fee.
  const context = await browser.newContext();
  const shopper = await context.newPage();
  await useLanguage(shopper, 'en');
  await addToBag(shopper, purchaseProducts[0], 'en');
  await shopper.goto(pathTo('checkout'));
  const checkout = shopper.getByRole('main');
  await expect(checkout.getByRole('heading', { level: 1, name: words.checkoutTitle.en })).toBeVisible();
  await registerOnCheckout(shopper, `khobar.${Date.now()}@example.com`, 'en');
  await expect(checkout.getByRole('rowheader')).toHaveCount(1);
  await shopper.goto(pathTo('checkout'));
  await addRiyadhAddress(shopper, 'en', 'Al Khobar');
  await expect(shopper.locator('[data-line="shipping"] data')).toHaveAttribute('value', '1800');

  // The address map asks the staff's tile server for its tiles.
  await shopper.route('**/juicyin-tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(tilePng, 'base64') }),
  );
  await serveTiles(shopper);
  await shopper.goto(pathTo('addresses'));
  await shopper.getByRole('button', { name: shopText('en', 'account.addresses.add') }).click();
  const tileAsked = shopper.waitForRequest(/\/juicyin-tiles\/\d+\/\d+\/\d+\.png$/);
  await shopper.getByRole('button', { name: shopText('en', 'account.addresses.location.open') }).click();
  await tileAsked;
  await expect(shopper.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(shopper.getByText('© جوسين')).toBeVisible();
  await context.close();
});

/** A 1×1 transparent PNG: the staff's tile server's every tile. */
const tilePng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
