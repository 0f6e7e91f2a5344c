// My addresses (/my-address, issue 16): the address book over the real server — add two addresses,
// make the second the default, delete the first after confirming, reload; the map's pin moved with
// the keyboard saves its coordinates; with the tile server unreachable the address still saves,
// without a location; the page in Arabic, axe in both languages, the heading on a phone's first screen.
import { expectNoAxeViolations } from './axe-scan.ts';
import { type Address, listAddresses } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { useLanguage, words } from './checkout-steps.ts';
import { failTiles, serveTiles } from './map-tiles.ts';
import { registerShopper } from './orders/place-order.ts';
import { type Language, type MessageKey, shopText } from './shop-words.ts';

/** The kit AddressCard's buttons (its messages live beside the component and its CSS). */
const cardWords = {
  makeDefault: { en: 'Make default', ar: 'اجعله الافتراضي' },
  remove: { en: (name: string) => `Delete the address of ${name}`, ar: (name: string) => `احذف عنوان ${name}` },
  isDefault: { en: 'Default', ar: 'الافتراضي' },
} as const;

interface Person {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
}

const noura: Person = { firstName: 'Noura', lastName: 'Al-Harbi', street: 'King Fahd Road' };
const sara: Person = { firstName: 'Sara', lastName: 'Alqahtani', street: 'Olaya Street' };
const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

async function savedAddresses(page: Page): Promise<Address[]> {
  const response = await page.request.get(listAddresses.path);
  expect(response.ok()).toBe(true);
  return listAddresses.response.parse(await response.json()).items;
}

async function openBook(page: Page, language: Language): Promise<void> {
  await page.goto(pathTo('addresses'));
  await expect(
    page.getByRole('heading', { level: 1, name: shopText(language, 'account.addresses.heading') }),
  ).toBeVisible();
}

/** Fills the kit AddressForm of the open editor and leaves it unsaved. */
async function fillAddress(page: Page, language: Language, person: Person): Promise<void> {
  const editor = page.locator('.shop-addresses__editor');
  const field = (name: { readonly en: RegExp; readonly ar: RegExp }) =>
    editor.getByRole('textbox', { name: name[language] });
  await field(words.firstName).fill(person.firstName);
  await field(words.lastName).fill(person.lastName);
  await field(words.mobile).fill('0551234567');
  await field(words.buildingNumber).fill('7235');
  await field(words.street).fill(person.street);
  await field(words.district).fill('Al Olaya');
  await field(words.city).fill('Riyadh');
  await field(words.region).fill('Riyadh Province');
  await field(words.postalCode).fill('12271');
  await field(words.additionalNumber).fill('2121');
}

async function save(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: words.saveAddress[language] }).click();
}

async function addAddress(page: Page, language: Language, person: Person): Promise<void> {
  await page.getByRole('button', { name: shopText(language, 'account.addresses.add') }).click();
  await fillAddress(page, language, person);
  await save(page, language);
  await expect(page.getByRole('status').filter({ hasText: fullName(person) })).toHaveText(
    shopText(language, 'account.addresses.savedWithoutLocation', { name: fullName(person) }),
  );
}

const card = (page: Page, person: Person) => page.getByRole('article', { name: fullName(person) });
const say = (language: Language, key: MessageKey, values?: Record<string, string>) => shopText(language, key, values);

test('add two addresses, make the second the default, delete the first after confirming, and the book stays so after a reload', async ({
  page,
}) => {
  const language = 'en';
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  await openBook(page, language);
  await expect(page.getByRole('heading', { name: say(language, 'account.addresses.empty.title') })).toBeVisible();

  await addAddress(page, language, noura);
  await addAddress(page, language, sara);
  await expect(
    page.getByRole('list', { name: say(language, 'account.addresses.list') }).getByRole('article'),
  ).toHaveCount(2);
  await expect(card(page, noura).getByText(cardWords.isDefault.en, { exact: true })).toBeVisible();

  await card(page, sara).getByRole('button', { name: cardWords.makeDefault.en }).click();
  await expect(page.getByRole('status').filter({ hasText: fullName(sara) })).toHaveText(
    say(language, 'account.addresses.defaultSet', { name: fullName(sara) }),
  );
  await expect(card(page, sara).getByText(cardWords.isDefault.en, { exact: true })).toBeVisible();
  await expect(card(page, noura).getByText(cardWords.isDefault.en, { exact: true })).toHaveCount(0);

  await card(page, noura)
    .getByRole('button', { name: cardWords.remove.en(fullName(noura)) })
    .click();
  const dialog = page.getByRole('alertdialog', { name: say(language, 'account.addresses.delete.title') });
  await expect(dialog).toContainText(
    say(language, 'account.addresses.delete.body', { name: fullName(noura), city: 'Riyadh' }),
  );
  await dialog.getByRole('button', { name: say(language, 'account.addresses.delete.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: fullName(noura) })).toHaveText(
    say(language, 'account.addresses.deleted', { name: fullName(noura) }),
  );

  await page.reload();
  await expect(card(page, sara)).toBeVisible();
  await expect(card(page, noura)).toHaveCount(0);
  await expect(card(page, sara).getByText(cardWords.isDefault.en, { exact: true })).toBeVisible();
  const saved = await savedAddresses(page);
  expect(saved.map((address) => [address.firstName, address.isDefault])).toEqual([['Sara', true]]);
});

test('the pin moved with the arrow keys and confirmed saves its coordinates, and the card says the location is set', async ({
  page,
}) => {
  const language = 'en';
  await serveTiles(page);
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  await openBook(page, language);
  await page.getByRole('button', { name: say(language, 'account.addresses.add') }).click();
  await fillAddress(page, language, noura);
  await page.getByRole('button', { name: say(language, 'account.addresses.location.open') }).click();

  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const pin = page.getByRole('button', { name: /^Delivery pin at / });
  await expect(pin).toBeFocused();
  const start = await pin.getAttribute('aria-label');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
  await expect(pin).not.toHaveAttribute('aria-label', start ?? '');
  const where = /Delivery pin at (-?\d+\.\d{5}), (-?\d+\.\d{5})\./.exec((await pin.getAttribute('aria-label')) ?? '');
  expect(where).not.toBeNull();
  const [lat, lng] = [where?.[1] ?? '', where?.[2] ?? ''];
  // East and north of central Riyadh, where the map opened.
  expect(Number(lng)).toBeGreaterThan(46.6753);
  expect(Number(lat)).toBeGreaterThan(24.7136);
  await expect(
    page.getByRole('status').filter({ hasText: say(language, 'account.addresses.map.at', { lat, lng }) }),
  ).toBeVisible();

  await page.getByRole('button', { name: say(language, 'account.addresses.map.confirm') }).click();
  const set = say(language, 'account.addresses.location.set', { lat, lng });
  await expect(page.locator('.shop-addresses__editor').getByText(set)).toBeVisible();
  await save(page, language);
  await expect(page.getByRole('status').filter({ hasText: fullName(noura) })).toHaveText(
    say(language, 'account.addresses.saved', { name: fullName(noura) }),
  );
  await expect(page.getByText(set)).toBeVisible();
  const [saved] = await savedAddresses(page);
  expect(saved?.location).toEqual({ lat: Number(lat), lng: Number(lng) });
});

test('with the tile server unreachable the address still saves, without a location', async ({ page }) => {
  const language = 'en';
  await failTiles(page);
  await page.goto(pathTo('home'));
  await registerShopper(page.request);
  await openBook(page, language);
  await page.getByRole('button', { name: say(language, 'account.addresses.add') }).click();
  await fillAddress(page, language, sara);
  await page.getByRole('button', { name: say(language, 'account.addresses.location.open') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: say(language, 'account.addresses.map.tilesFailed') }),
  ).toBeVisible();
  await page.getByRole('button', { name: say(language, 'account.addresses.map.cancel') }).click();
  await expect(
    page.locator('.shop-addresses__editor').getByText(say(language, 'account.addresses.location.notSet')),
  ).toBeVisible();
  await save(page, language);
  await expect(page.getByRole('status').filter({ hasText: fullName(sara) })).toHaveText(
    say(language, 'account.addresses.savedWithoutLocation', { name: fullName(sara) }),
  );
  await expect(card(page, sara)).toBeVisible();
  await expect(page.getByText(say(language, 'account.addresses.location.notSet'))).toBeVisible();
  const [saved] = await savedAddresses(page);
  expect(saved?.location).toBeNull();
});

for (const language of ['en', 'ar'] as const) {
  test(`My addresses in ${language}: saved with the map, no axe violation, the heading on a phone's first screen`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await serveTiles(page);
    await page.goto(pathTo('home'));
    await registerShopper(page.request);
    await openBook(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: say(language, 'account.addresses.add') }).click();
    await fillAddress(page, language, noura);
    await page.getByRole('button', { name: say(language, 'account.addresses.location.open') }).click();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say(language, 'account.addresses.map.confirm') }).click();
    await save(page, language);
    await expect(page.getByRole('status').filter({ hasText: fullName(noura) })).toHaveText(
      say(language, 'account.addresses.saved', { name: fullName(noura) }),
    );
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const heading = page.getByRole('heading', { level: 1, name: say(language, 'account.addresses.heading') });
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(card(page, noura)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
