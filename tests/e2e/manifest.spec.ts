import { expect, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { homePath } from '@juicyin/contract/paths';

interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: string;
  readonly dir: string;
  readonly start_url: string;
  readonly icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

/** The manifest the page links now, as the browser would fetch it to install the shop. */
async function linkedManifest(page: Page, expectedHref: string): Promise<WebAppManifest> {
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', expectedHref);
  const response = await page.request.get(expectedHref);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
  return (await response.json()) as WebAppManifest;
}

test('the page links the web app manifest of the shopper’s language, so the installed app is named in it', async ({
  page,
}) => {
  await page.goto(homePath());
  const english = await linkedManifest(page, '/manifest.webmanifest');
  expect(english).toMatchObject({
    name: 'Juicyin — fresh juice at your doorstep',
    short_name: 'Juicyin',
    lang: 'en',
    dir: 'ltr',
  });

  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const arabic = await linkedManifest(page, '/manifest.ar.webmanifest');
  expect(arabic).toMatchObject({ name: 'جوسين — عصير طازج حتى باب بيتك', short_name: 'جوسين', lang: 'ar', dir: 'rtl' });
  // One app in two languages: the same identity, start page and icons.
  expect(arabic.id).toBe(english.id);
  expect(arabic.start_url).toBe(english.start_url);
  expect(arabic.icons).toEqual(english.icons);
  expect(arabic.description).not.toBe(english.description);

  await page.reload();
  await linkedManifest(page, '/manifest.ar.webmanifest');
});
