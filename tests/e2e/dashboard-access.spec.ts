// Who may open the fulfilment dashboard (issue #17): staff see the orders queue with a shopper's new
// order; a shopper or a visitor opening /dashboard gets the not-found page, and the browser never
// requests the dashboard's code for them. The dashboard's chunks are found by comparison: the
// scripts a staff visit loads that a not-found visit does not, one of which holds the queue's code
// (less staff's endpoint schemas, which the gate itself needs to ask who is signed in).
import { expectNoAxeViolations } from './axe-scan.ts';
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { test } from './shop-test.ts';
import { getStaffSession, login } from '@juicyin/contract';
import { pathTo } from '@juicyin/contract/paths';
import { useLanguage } from './checkout-steps.ts';
import { placeOrderThroughApi, registerShopper } from './orders/place-order.ts';
import { shopText, type Language } from './shop-words.ts';
import { staffAccount } from './staff.ts';

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

/** Records the scripts (their paths) and the staff session requests a page makes. */
function watch(page: Page): { scripts: Set<string>; staffSession: number[] } {
  const seen = { scripts: new Set<string>(), staffSession: [] as number[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) seen.scripts.add(url.pathname);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === getStaffSession.path) seen.staffSession.push(response.status());
  });
  return seen;
}

/** `script` (an address on the server) and every module it imports statically, and theirs. */
async function staticImports(request: APIRequestContext, script: string): Promise<string[]> {
  const found = [script];
  for (const current of found) {
    const body = await (await request.get(current)).text();
    for (const [, imported] of body.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
      const address = new URL(imported ?? '', `http://shop${current}`).pathname;
      if (!found.includes(address)) found.push(address);
    }
  }
  return found;
}

/** The not-found page, in `language`, at /dashboard. */
async function expectNotFound(page: Page, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: shopText(language, 'notFound.title') })).toBeVisible();
  await expect(page).toHaveURL(pathTo('dashboard'));
  await expect(page.getByRole('navigation', { name: shopText(language, 'dashboard.nav.label') })).toHaveCount(0);
}

/** The scripts a staff member's first visit to /dashboard loads (the queue shown, so its code is there). */
async function staffVisitScripts(browser: import('@playwright/test').Browser): Promise<Set<string>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = watch(page);
  const signedIn = await page.request.post(login.path, { headers, data: staffAccount });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto(pathTo('dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: shopText('en', 'dashboard.queue.title') })).toBeVisible();
  await context.close();
  return seen.scripts;
}

test('a shopper and a visitor opening /dashboard get the not-found page, and the dashboard code is never requested', async ({
  browser,
  page,
}) => {
  // A dozen page visits and two axe scans: on a loaded machine they need more than one journey's ceiling.
  test.slow();
  // Visits that end on the not-found page by another way (an unknown address), by a visitor and by
  // a signed-in shopper: the scripts any not-found visit may load.
  const notFoundScripts = new Set<string>();
  for (const signedIn of [false, true]) {
    const context = await browser.newContext();
    const other = await context.newPage();
    const seen = watch(other);
    await other.goto(pathTo('home'));
    if (signedIn) await registerShopper(other.request);
    await other.goto('/no/such/juice');
    await expect(other.getByRole('heading', { level: 1, name: shopText('en', 'notFound.title') })).toBeVisible();
    await expect(other.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const script of seen.scripts) notFoundScripts.add(script);
    await context.close();
  }

  const staffScripts = await staffVisitScripts(browser);
  const staffOnly = [...staffScripts].filter((script) => !notFoundScripts.has(script));
  const bodies = await Promise.all(staffOnly.map(async (script) => (await page.request.get(script)).text()));
  // Staff's endpoint schemas are not the dashboard's code: the gate needs them to ask the API who is
  // signed in (`getStaffSession`), whoever opens /dashboard. They are one chunk with no screen in
  // it, with the chunks it imports (schemas it shares with the shop's pages).
  const gateChunk = staffOnly.find((_, index) => bodies[index]?.includes(getStaffSession.path)) ?? '';
  const gateSchemas = await staticImports(page.request, gateChunk);
  const gateBodies = await Promise.all(gateSchemas.map(async (script) => (await page.request.get(script)).text()));
  expect(gateBodies.filter((body) => body.includes('shop-queue-card'))).toEqual([]);
  const dashboardScripts = staffOnly.filter((script) => !gateSchemas.includes(script));
  expect(dashboardScripts.length, 'a staff visit loads the dashboard code').toBeGreaterThan(0);
  // One of them is the queue's code: the chunk the gate must never ask for anyone else.
  expect(bodies.some((body) => body.includes('shop-queue-card'))).toBe(true);

  for (const language of ['en', 'ar'] as const) {
    // A visitor: not signed in, so the shop does not even ask the API.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await useLanguage(visitorPage, language);
    const visitorSeen = watch(visitorPage);
    await visitorPage.goto(pathTo('dashboard'));
    await expectNotFound(visitorPage, language);
    expect(visitorSeen.staffSession).toEqual([]);
    expect([...visitorSeen.scripts].filter((script) => dashboardScripts.includes(script))).toEqual([]);
    await visitor.close();

    // A shopper: signed in, the API answers 404 to the staff session, and the page is not found.
    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    await useLanguage(shopperPage, language);
    const shopperSeen = watch(shopperPage);
    await shopperPage.goto(pathTo('home'));
    await registerShopper(shopperPage.request);
    await shopperPage.goto(pathTo('dashboard'));
    await expectNotFound(shopperPage, language);
    await expect.poll(() => shopperSeen.staffSession).toEqual([404]);
    expect([...shopperSeen.scripts].filter((script) => dashboardScripts.includes(script))).toEqual([]);
    await expectNoAxeViolations(shopperPage);
    await shopper.close();
  }
});

for (const language of ['en', 'ar'] as const) {
  test(`staff see a shopper's new order in the queue's Placed column, in ${language}, axe clean`, async ({
    page,
    serverURL,
  }) => {
    const shopper = await playwrightRequest.newContext({ baseURL: serverURL, extraHTTPHeaders: headers });
    await registerShopper(shopper, { firstName: 'Reem' });
    const placed = await placeOrderThroughApi(shopper, { lineCount: 1 });
    await shopper.dispose();

    await useLanguage(page, language);
    await page.goto(pathTo('home'));
    const signedIn = await page.request.post(login.path, { headers, data: staffAccount });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await page.goto(pathTo('dashboard'));
    const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
      shopText(language, key, values);
    await expect(page.getByRole('heading', { level: 1, name: say('dashboard.queue.title') })).toBeVisible();
    await expect(page.getByText(say('dashboard.signedInAs', { email: staffAccount.email }))).toBeVisible();
    const column = page.locator('section').filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(`^${say('dashboard.status.placed')}`) }),
    });
    const card = column.getByRole('article').filter({ hasText: placed.number });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('link', { name: say('dashboard.queue.open', { number: placed.number }) }),
    ).toHaveAttribute('href', `/dashboard/orders/${placed.number}`);
    await expect(card.locator('data')).toHaveAttribute('value', String(placed.order.totals.grandTotal));
    await expectNoAxeViolations(page);
  });
}

test('a new order appears in the open queue without a reload, announced politely', async ({ page, serverURL }) => {
  await page.goto(pathTo('home'));
  const signedIn = await page.request.post(login.path, { headers, data: staffAccount });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const listening = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/staff/events');
  await page.goto(pathTo('dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: shopText('en', 'dashboard.queue.title') })).toBeVisible();
  await listening;
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));

  const shopper = await playwrightRequest.newContext({ baseURL: serverURL, extraHTTPHeaders: headers });
  await registerShopper(shopper, { firstName: 'Hind' });
  const placed = await placeOrderThroughApi(shopper, { lineCount: 1 });
  await shopper.dispose();

  const announcement = page
    .getByRole('status')
    .filter({ hasText: shopText('en', 'dashboard.live.newOrder', { number: placed.number }) });
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('article').filter({ hasText: placed.number })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});

test("the all-orders table finds a shopper's order by search and status, and keeps its view through a reload and Back", async ({
  page,
  serverURL,
}) => {
  const shopper = await playwrightRequest.newContext({ baseURL: serverURL, extraHTTPHeaders: headers });
  await registerShopper(shopper, { firstName: 'Lama' });
  const placed = await placeOrderThroughApi(shopper, { lineCount: 1 });
  await shopper.dispose();

  await page.goto(pathTo('home'));
  const signedIn = await page.request.post(login.path, { headers, data: staffAccount });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto(pathTo('dashboardOrders'));
  const say = (key: Parameters<typeof shopText>[1], values?: Record<string, string | number>) =>
    shopText('en', key, values);
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.orders.title') })).toBeVisible();
  const table = page.getByRole('table', { name: say('dashboard.orders.caption') });
  const filters = page.getByRole('search', { name: say('dashboard.orders.filters') });

  await filters.getByRole('searchbox', { name: say('dashboard.orders.filter.search') }).fill(placed.number);
  await filters.getByRole('searchbox', { name: say('dashboard.orders.filter.search') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${placed.number}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: placed.number })).toHaveAttribute(
    'href',
    `/dashboard/orders/${placed.number}`,
  );

  await filters.getByRole('combobox', { name: say('dashboard.orders.filter.status') }).selectOption('delivered');
  await expect(page).toHaveURL(/status=delivered/);
  await expect(table.getByText(say('dashboard.orders.empty'))).toBeVisible();

  await page.reload();
  await expect(filters.getByRole('combobox', { name: say('dashboard.orders.filter.status') })).toHaveValue('delivered');
  await expect(table.getByText(say('dashboard.orders.empty'))).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(table.getByRole('link', { name: placed.number })).toBeVisible();
  await expect(filters.getByRole('searchbox', { name: say('dashboard.orders.filter.search') })).toHaveValue(
    placed.number,
  );

  // Hiding a column from the menu puts it in the address: a reload keeps it hidden.
  const shopperColumn = say('dashboard.orders.column.customer');
  await page.getByRole('button', { name: say('dashboard.orders.columns') }).click();
  await page.getByRole('menuitemcheckbox', { name: shopperColumn }).click();
  await expect(page).toHaveURL(/hide=customer/);
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: shopperColumn })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('link', { name: placed.number })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: shopperColumn })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: say('dashboard.orders.column.total') })).toBeVisible();
});

test('a shopper who signs out and a staff member who signs in in the same tab, on /dashboard, get the queue without a reload', async ({
  page,
}) => {
  await page.goto(pathTo('home'));
  await registerShopper(page.request, { firstName: 'Dana' });
  await page.goto(pathTo('dashboard'));
  await expectNotFound(page, 'en');
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account of Dana' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNotFound(page, 'en');

  await header.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Juicyin' });
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(staffAccount.email);
  await dialog.getByLabel(/^Password/).fill(staffAccount.password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { level: 1, name: shopText('en', 'dashboard.queue.title') })).toBeVisible();
  await expect(page.getByText(shopText('en', 'dashboard.signedInAs', { email: staffAccount.email }))).toBeVisible();
  await expect(page).toHaveURL(pathTo('dashboard'));
  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
});
