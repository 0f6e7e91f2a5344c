// A product's pictures on the real server (issue 21): staff upload a picture of a product in the
// dashboard with its alt text in English and Arabic; the product's card in its category's listing
// shows that picture at once, with the English alt text in English and the Arabic in Arabic. The
// picture is a real JPEG (a screenshot Chromium takes), decoded and re-encoded by the API. The
// product is one no other journey looks at, and the journey removes its picture at the end
// (through the dashboard's Remove, asked again), so the drawn pictures are back.
import { expect, type Page } from '@playwright/test';
import { categoryPath, dashboardProductPath } from '@juicyin/contract/paths';
import { useLanguage } from './checkout-steps.ts';
import { test } from './shop-test.ts';
import { type Language, shopText } from './shop-words.ts';
import { staffBrowserPage } from './staff.ts';

const slug = 'pistachio-ice-cream';
const alt = { en: 'A scoop of pistachio ice cream in a paper cup', ar: 'كرة آيس كريم فستق في كوب ورقي' };

/** The card's picture in the category's listing, by its alt text in `language`, loaded, not broken; and in its quick-add dialog. */
async function expectCardPicture(page: Page, language: Language): Promise<void> {
  await page.goto(categoryPath('ice-cream'));
  const picture = page.getByRole('main').getByRole('img', { name: alt[language], exact: true });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/images\/uploads\/[0-9a-f]{32}-card\.jpg$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  // The card's Add to bag opens its quick-add dialog: the same picture, with the same words.
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('img', { name: alt[language], exact: true }) });
  await card.getByRole('button', { name: /^(Add to bag|أضف إلى الحقيبة) / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: alt[language], exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('staff upload a product picture in the dashboard; its card in the listing shows it with its alt text in English and in Arabic', async ({
  page,
  browser,
}) => {
  // Two browsers, an upload and the listing in two languages: the slow ceiling, as the other long journeys.
  test.slow();
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);
  const staff = await staffBrowserPage(browser);
  // A real JPEG: a screenshot of the dashboard's page itself.
  await staff.page.goto(dashboardProductPath(slug));
  const jpeg = await staff.page.screenshot({ type: 'jpeg', quality: 80 });
  const regular = staff.page.getByRole('region', { name: say('dashboard.images.material.regular') });
  await expect(regular.getByText(say('dashboard.images.count', { count: 0 }))).toBeVisible();
  const form = regular.getByRole('form', {
    name: say('dashboard.images.add', { material: say('dashboard.images.material.regular') }),
  });
  // Chosen as staff do: the field's button opens the device's file picker.
  const picker = staff.page.waitForEvent('filechooser');
  await form
    .getByRole('group', { name: say('dashboard.images.file') })
    .getByRole('button')
    .click();
  await (await picker).setFiles({ name: 'pistachio.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(form.getByText('pistachio.jpg')).toBeVisible();
  await form.getByRole('textbox', { name: say('dashboard.images.altEn') }).fill(alt.en);
  await form.getByRole('textbox', { name: say('dashboard.images.altAr') }).fill(alt.ar);
  await form.getByRole('button', { name: say('dashboard.images.upload') }).click();
  await expect(staff.page.getByRole('status').filter({ hasText: say('dashboard.images.uploaded') })).toBeVisible();
  await expect(regular.getByRole('img', { name: alt.en, exact: true })).toBeVisible();

  try {
    await expectCardPicture(page, 'en');
    const arabic = await browser.newContext();
    const arabicPage = await arabic.newPage();
    await useLanguage(arabicPage, 'ar');
    await expectCardPicture(arabicPage, 'ar');
    await arabic.close();
  } finally {
    // The drawn pictures back: Remove, confirmed in its dialog.
    await regular.getByRole('button', { name: say('dashboard.images.remove', { position: 1 }) }).click();
    const dialog = staff.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: say('dashboard.images.removeConfirm') }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: say('dashboard.images.removed') })).toBeVisible();
    await expect(regular.getByText(say('dashboard.images.count', { count: 0 }))).toBeVisible();
    await staff.context.close();
  }
});
