import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './shop-test.ts';
import { categoryPath } from '@juicyin/contract/paths';
import { testCeiling } from '../setup/waits.ts';
import { shopText } from './shop-words.ts';

// The not-found page, an information page the API does not know, or a page still loading.
const nowhere = new RegExp(
  `^(${[shopText('en', 'notFound.title'), shopText('en', 'info.notFound.title'), shopText('en', 'info.loading')]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})$`,
);

/** The shell's parts, each walked by its own test (a part's links fit in one test's time). */
const parts: Readonly<Record<string, (page: Page) => Locator>> = {
  'the messages bar': (page) => page.getByRole('complementary', { name: shopText('en', 'shell.messages.label') }),
  'the header': (page) => page.getByRole('banner'),
  'the side menu': (page) => page.getByRole('navigation', { name: shopText('en', 'shell.menu') }),
  'the category bar': (page) => page.getByRole('navigation', { name: shopText('en', 'shell.megaMenu') }),
  'the footer': (page) => page.getByRole('contentinfo'),
};

/** Every address the part links to, read from a listing once the store's settings are in. */
async function linksOf(page: Page, part: (page: Page) => Locator, openPanels = false): Promise<string[]> {
  // Wide enough for the side menu to stay beside the page (a listing's: the home page has none).
  await page.setViewportSize({ width: 1680, height: 1000 });
  await page.goto(categoryPath('fruit-juice'));
  // The footer's social profiles are the store's settings: once they are in, so is the help line.
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Juicyin on / })
      .first(),
  ).toBeVisible();
  const hrefsShown = () =>
    part(page)
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const hrefs = await hrefsShown();
  // A panel of the category bar holds its links only while open: each is opened in turn.
  const panels = part(page).locator('button[aria-expanded]');
  for (let index = 0; openPanels && index < (await panels.count()); index += 1) {
    const panel = panels.nth(index);
    await panel.click();
    await expect(panel).toHaveAttribute('aria-expanded', 'true');
    hrefs.push(...(await hrefsShown()));
  }
  return [...new Set(hrefs)];
}

for (const [name, part] of Object.entries(parts)) {
  test(`every link of ${name} leads to a page, never to the not-found page`, async ({ page }) => {
    const hrefs = await linksOf(page, part, name === 'the category bar');
    expect(hrefs.length).toBeGreaterThan(0);
    // One test opens every page the part links to (the category bar: some thirty): one test ceiling
    // per ten pages, as ten journeys of one page each would have.
    test.setTimeout(testCeiling * Math.ceil(hrefs.length / 10));
    const origin = new URL(page.url()).origin;
    for (const href of hrefs) {
      if (href.startsWith('tel:') || href.startsWith('mailto:')) {
        expect(href).toMatch(/^(tel:\+\d{6,15}|mailto:[^@\s]+@[^@\s]+\.[a-z]{2,})$/);
        continue;
      }
      const url = new URL(href, origin);
      if (url.origin !== origin) {
        // An outside address (a social profile): https, on a real host name.
        expect(url.protocol, href).toBe('https:');
        expect(url.hostname, href).toMatch(/^([a-z0-9-]+\.)+[a-z]{2,}$/);
        continue;
      }
      const answer = await page.goto(url.pathname + url.search);
      expect(answer?.status(), href).toBe(200);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, href).toBeVisible();
      await expect(heading, href).not.toHaveText(nowhere);
    }
  });
}

test('the footer links every information page, the FAQ, the contact page, and the bar links order tracking', async ({
  page,
}) => {
  const footer = await linksOf(page, (shown) => shown.getByRole('contentinfo'));
  expect(footer).toEqual(
    expect.arrayContaining([
      '/careers',
      '/warranty-policy',
      '/sell-with-us',
      '/terms-of-use',
      '/terms-of-sale',
      '/privacy-policy',
      '/FAQ',
      '/how-to-order',
      '/contact-us',
      '/terms-conditions',
      '/copyright',
      '/security-policy',
      '/about-us',
    ]),
  );
  const bar = page.getByRole('complementary', { name: shopText('en', 'shell.messages.label') });
  await expect(bar.getByRole('link', { name: shopText('en', 'shell.trackOrder') })).toHaveAttribute(
    'href',
    '/track-order',
  );
});
