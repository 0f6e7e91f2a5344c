// The dashboard's information page editor on the real server (issue 21): staff fix a typo in the
// Terms in English and in Arabic; the shop's /terms-conditions page shows both fixes at once, in
// each language, in its server-rendered HTML and on screen (the page's cached answer was dropped).
// Other journeys read the Terms, so the page is put back as found at the end.
import { expect } from '@playwright/test';
import { buildPath, getStaffInfoPage, type StaffInfoPage, updateStaffInfoPage } from '@juicyin/contract';
import { inLanguage, pathTo } from '@juicyin/contract/paths';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';

const slug = 'terms-conditions';

test('staff fix a typo in the Terms in English and in Arabic; the shopper’s Terms page shows both at once', async ({
  page,
  browser,
  serverURL,
}) => {
  const api = await signInAsStaff(serverURL);
  const path = buildPath(getStaffInfoPage.path, { slug });
  const read = async () => {
    const response = await api.get(path);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as StaffInfoPage;
  };
  const before = await read();
  const write = async (from: StaffInfoPage, texts: Pick<StaffInfoPage, 'title' | 'intro' | 'sections'>) => {
    const response = await api.put(buildPath(updateStaffInfoPage.path, { slug }), {
      data: { version: from.version, title: texts.title, intro: texts.intro, sections: texts.sections },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as StaffInfoPage;
  };
  const [section] = before.sections;
  const [paragraph, ...others] = section?.paragraphs.en ?? [];
  if (!section || paragraph === undefined || !paragraph.includes('every'))
    throw new Error('The seeded Terms have no first section whose first English paragraph says "every"');
  // The typos to fix: "every" misspelt in the English paragraph, a letter dropped from the Arabic heading.
  const typoEn = paragraph.replace('every', 'evry');
  const typoAr = section.heading.ar.slice(0, -1);
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);
  const shopPage = pathTo('terms');

  try {
    const typed = await write(before, {
      ...before,
      sections: [
        {
          ...section,
          heading: { ...section.heading, ar: typoAr },
          paragraphs: { ...section.paragraphs, en: [typoEn, ...others] },
        },
        ...before.sections.slice(1),
      ],
    });
    // A shopper reads the page with its typos first: the shop's answer is cached now.
    await page.goto(shopPage);
    await expect(page.getByRole('main').getByText(typoEn)).toBeVisible();

    const staff = await staffBrowserPage(browser);
    await staff.page.goto(pathTo('dashboardPages'));
    const main = staff.page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: say('dashboard.pages.heading') })).toBeVisible();
    await main.getByRole('link', { name: before.title.en }).click();
    await expect(main.getByRole('heading', { level: 1, name: before.title.en })).toBeVisible();
    const region = main.getByRole('region', {
      name: `${say('dashboard.pages.sectionNumber', { number: 1 })}: ${section.heading.en}`,
    });
    const english = region.getByRole('textbox', {
      name: `${say('dashboard.pages.paragraphs')} (${say('dashboard.pages.english')})`,
    });
    await expect(english).toHaveValue([typoEn, ...others].join('\n\n'));
    await english.fill(section.paragraphs.en.join('\n\n'));
    const arabic = region.getByRole('textbox', {
      name: `${say('dashboard.pages.sectionHeading')} (${say('dashboard.pages.arabic')})`,
    });
    await expect(arabic).toHaveValue(typoAr);
    await arabic.fill(section.heading.ar);
    await main.getByRole('button', { name: say('dashboard.pages.save') }).click();
    await expect(
      staff.page.getByRole('status').filter({ hasText: say('dashboard.pages.saved', { version: typed.version + 1 }) }),
    ).toBeVisible();
    await staff.context.close();

    // The server-rendered page in each language has the fixes, the typos gone.
    const englishHtml = await (await page.request.get(shopPage)).text();
    expect(englishHtml).toContain(paragraph);
    expect(englishHtml).not.toContain(typoEn);
    const arabicHtml = await (await page.request.get(inLanguage(shopPage, 'ar'))).text();
    expect(arabicHtml).toContain(`>${section.heading.ar}<`);
    expect(arabicHtml).not.toContain(`>${typoAr}<`);

    // And on screen, in English and in Arabic.
    await page.goto(shopPage);
    await expect(page.getByRole('main').getByText(paragraph)).toBeVisible();
    await page.goto(inLanguage(shopPage, 'ar'));
    await expect(page.getByRole('main').getByRole('heading', { name: section.heading.ar })).toBeVisible();
  } finally {
    // Back as found, from the version it is at now.
    await write(await read(), before);
    await api.dispose();
  }
});
