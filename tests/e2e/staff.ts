// The store's staff member in each journeys' server (made by ./server.ts with `staff:create`), and
// a request context signed in as them: journeys move orders along and settle refunds through the
// staff API, as the fulfilment team would.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { advanceOrder, buildPath, login, staffSettleRefund } from '@juicyin/contract';

export const staffAccount = { email: 'staff.e2e@juicyin.example', password: 'fresh-staff-pomegranate-7' } as const;

const headers = { 'x-juicyin-client': '1', accept: 'application/json' };

/** A request context of its own on the server at `baseURL`, signed in as the staff member; dispose it when done. */
export async function signInAsStaff(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const response = await context.post(login.path, {
    data: { email: staffAccount.email, password: staffAccount.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** Moves an order through processing and shipping to delivered, as staff. */
export async function deliverOrder(staff: APIRequestContext, number: string): Promise<void> {
  for (const status of ['processing', 'shipping', 'delivered'] as const) {
    const response = await staff.post(buildPath(advanceOrder.path, { number }), {
      data: { status, location: 'Riyadh' },
    });
    expect(response.status(), `${status}: ${await response.text()}`).toBe(200);
  }
}

/** Settles a pending refund in the wallet (its entry id), as staff. */
export async function settleRefund(staff: APIRequestContext, id: string): Promise<void> {
  const response = await staff.post(buildPath(staffSettleRefund.path, { id }));
  expect(response.status(), await response.text()).toBe(200);
}

/** A browser context of its own, signed in as the staff member, and its page; close the context when done. */
export async function staffBrowserPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signedIn = await page.request.post(login.path, { headers, data: staffAccount });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return { context, page };
}
