// The dashboard's FAQ editor on the real server (issue 21): staff fix an answer in Arabic and move
// that question up; the shop's Arabic FAQ page shows the new answer in the new order at once (its
// cached answer was dropped). Other journeys read the FAQ, so it is put back as found at the end.
import { expect } from '@playwright/test';
import { getStaffFaq, type StaffFaq, updateStaffFaq } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { useLanguage } from './checkout-steps.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';

test('staff fix an answer in Arabic and move its question up; the Arabic FAQ page shows the new answer first', async ({
  page,
  browser,
  serverURL,
}) => {
  const api = await signInAsStaff(serverURL);
  const opened = await api.get(getStaffFaq.path);
  expect(opened.status(), await opened.text()).toBe(200);
  const before = (await opened.json()) as StaffFaq;
  const group = before.groups[0];
  const [first, second] = group?.entries ?? [];
  if (!group || !first || !second) throw new Error('The seeded FAQ has no group with two questions');
  const answer = 'نعم، قبل أن نبدأ تحضيره.\nبعد ذلك تواصل معنا وسنساعدك.';
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);

  try {
    const staff = await staffBrowserPage(browser);
    await staff.page.goto(pathTo('dashboardFaq'));
    const main = staff.page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: say('dashboard.faq.heading') })).toBeVisible();
    const section = main.getByRole('region', { name: group.title.en });
    const question = section.getByRole('group', { name: say('dashboard.faq.questionNumber', { number: 2 }) });
    const arabic = question.getByRole('textbox', {
      name: `${say('dashboard.faq.answer')} (${say('dashboard.faq.arabic')})`,
    });
    await expect(arabic).toHaveValue(second.answer.ar);
    await arabic.fill(answer);
    const up = section.getByRole('button', { name: say('dashboard.faq.moveUpNamed', { name: second.question.en }) });
    await up.focus();
    await staff.page.keyboard.press('Enter');
    await expect(
      section
        .getByRole('group', { name: say('dashboard.faq.questionNumber', { number: 1 }) })
        .getByRole('textbox', { name: `${say('dashboard.faq.question')} (${say('dashboard.faq.english')})` }),
    ).toHaveValue(second.question.en);
    await main.getByRole('button', { name: say('dashboard.faq.save') }).click();
    await expect(
      staff.page.getByRole('status').filter({ hasText: say('dashboard.faq.saved', { version: before.version + 1 }) }),
    ).toBeVisible();
    await staff.context.close();

    // The shop's FAQ in Arabic, as a visitor: the moved question first, with its new answer.
    await useLanguage(page, 'ar');
    await page.goto(pathTo('faq'));
    const shown = page.getByRole('main').getByRole('region', { name: group.title.ar });
    const questions = shown.getByRole('heading', { level: 3 });
    await expect(questions).toHaveText([
      second.question.ar,
      first.question.ar,
      ...group.entries.slice(2).map((entry) => entry.question.ar),
    ]);
    await shown.getByRole('button', { name: second.question.ar }).click();
    await expect(shown.getByText('نعم، قبل أن نبدأ تحضيره.')).toBeVisible();
  } finally {
    // Back as found, from the version it is at now.
    const now = (await (await api.get(getStaffFaq.path)).json()) as StaffFaq;
    const restored = await api.put(updateStaffFaq.path, { data: { version: now.version, groups: before.groups } });
    expect(restored.status(), await restored.text()).toBe(200);
    await api.dispose();
  }
});
