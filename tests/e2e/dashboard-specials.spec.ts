// The dashboard's specials (issue 21): staff choose today's Special of Today and this week's
// Special of the week on /dashboard/specials, in English; a shopper then finds that product on
// /special and in the home page's "Special of the week", in Arabic. Other journeys (product-extras
// opens /special) see the seeded specials: whatever happens here, today's and this week's specials
// are put back as they were found, through the API, at the end.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  buildPath,
  listStaffProducts,
  listStaffSpecials,
  setStaffSpecial,
  type StaffProductList,
  type StaffSpecials,
} from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { useLanguage } from './checkout-steps.ts';
import { clearOfRiyadhMidnight } from './riyadh-midnight.ts';
import { test } from './shop-test.ts';
import { shopText } from './shop-words.ts';
import { signInAsStaff, staffBrowserPage } from './staff.ts';

test.slow();

let staffApi: APIRequestContext;
let found: StaffSpecials;

const readToday = async (): Promise<StaffSpecials> => {
  // Any one day: the answer names today and this week; then read them.
  const probe = await staffApi.get(`${listStaffSpecials.path}?from=2026-01-01&to=2026-01-01`);
  expect(probe.status(), await probe.text()).toBe(200);
  const { today } = (await probe.json()) as StaffSpecials;
  const response = await staffApi.get(`${listStaffSpecials.path}?from=${today}&to=${today}`);
  return (await response.json()) as StaffSpecials;
};

const slugsOf = (special: { products: readonly { slug: string }[] } | undefined) =>
  (special?.products ?? []).map((product) => product.slug);

test.beforeAll(async ({ serverURL }) => {
  // This hook, the journey and the restoring afterAll all act on today and this week.
  await clearOfRiyadhMidnight(3 * test.info().timeout);
  staffApi = await signInAsStaff(serverURL);
  found = await readToday();
});

test.afterAll(async () => {
  const day = found.days[0];
  const week = found.weeks.find((candidate) => candidate.period === found.thisWeek);
  for (const special of [day, week]) {
    if (!special || special.products.length === 0) continue;
    const response = await staffApi.put(buildPath(setStaffSpecial.path, { period: special.period }), {
      data: { productSlugs: slugsOf(special) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await staffApi.dispose();
});

/** On the calendar at `period`: removes the products featured, adds `name` with the picker and saves. */
async function chooseOnly(page: Page, period: string, name: string, heading: RegExp) {
  await page.goto(`${pathTo('dashboardSpecials')}?period=${period}`);
  const main = page.getByRole('main');
  const editor = main.getByRole('region', { name: heading });
  await expect(editor).toBeVisible();
  const remove = editor.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  const picker = editor.getByRole('combobox', { name: 'Add a product' });
  await picker.fill(name.split(' ')[1] ?? name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(editor.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await editor.getByRole('button', { name: 'Save special' }).click();
  await expect(main.getByRole('status').filter({ hasText: /^Saved: .* now features 1 product\.$/ })).toBeVisible();
}

test("staff set today's special and this week's in English; a shopper sees them on /special and the home page in Arabic", async ({
  browser,
}) => {
  const products = (await (await staffApi.get(`${listStaffProducts.path}?pageSize=50`)).json()) as StaffProductList;
  const featured = new Set([...slugsOf(found.days[0]), ...found.weeks.flatMap((week) => slugsOf(week))]);
  const chosen = products.items.find((product) => !featured.has(product.slug));
  if (!chosen) throw new Error('Every product is already a special');

  const staff = await staffBrowserPage(browser);
  await chooseOnly(staff.page, found.today, chosen.name.en, /^Special of Today on /);
  await chooseOnly(staff.page, found.thisWeek, chosen.name.en, /^Special of the week: week /);
  // The staff actions record names the change.
  await staff.page.goto(`${pathTo('dashboardActions')}?action=special.set`);
  await expect(
    staff.page
      .getByRole('main')
      .getByRole('link', { name: /^Special of the week / })
      .first(),
  ).toBeVisible();
  await staff.context.close();

  const shopper = await browser.newContext();
  const page = await shopper.newPage();
  await useLanguage(page, 'ar');
  await page.goto(pathTo('special'));
  const results = page.getByRole('region', { name: shopText('ar', 'special.count', { count: 1 }) });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(chosen.name.ar);

  await page.goto(pathTo('home'));
  const week = page.getByRole('region', { name: shopText('ar', 'home.section.specialOfWeek') });
  await expect(week.getByRole('article')).toHaveCount(1);
  await expect(week.getByRole('heading', { level: 3 })).toHaveText(chosen.name.ar);
  await shopper.close();
});
