import { PRIVATE_ROUTES } from '@juicyin/contract';
import { fixtures, handlers, staffHandlers } from '@juicyin/contract/msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  dashboardBlogPostPath,
  dashboardCouponPath,
  dashboardInfoPagePath,
  dashboardProductPath,
} from '../dashboard/dashboard-paths.ts';
import { busyOrders, dashboardHandlers } from '../dashboard/story-fixtures.ts';
import type { Language } from '../i18n/messages.ts';
import {
  blogPostPath,
  homePath,
  inLanguage,
  invoicePath,
  orderPath,
  pathTo,
  productPath,
  routePaths,
  searchPath,
  trackOrderPath,
} from '../paths.ts';
import type { Route } from '../router/match.ts';
import { jsonLdIn, schemaOrgProblems } from '../testing/schema-org.ts';
import { linkHrefs, metaContent, pageTitle } from '../testing/server-html.ts';
import { answerWithFixtures, apiOrigin, load, ServerShop } from '../testing/server-render.tsx';
import { routes } from './routes.tsx';

/*
 * Every route's page rendered with react-dom/server in Node (no window, document, localStorage or
 * navigator): a page that reads one of them while rendering throws here. The data comes the real
 * way: the route's loader asks the API through the shop's client, answered by the contract's MSW
 * fixtures, and the page reads the filled cache.
 */

// Signed in as staff too, so the dashboard's pages render (to anyone else they are the not-found page).
answerWithFixtures(
  ...handlers.refills.full,
  ...dashboardHandlers.staff,
  ...dashboardHandlers.orders(busyOrders),
  ...staffHandlers.catalogue.full(),
  ...staffHandlers.coupons.full(),
);
/** The shop's public origin, as the server provides it. */
const origin = apiOrigin;

expect(typeof window).toBe('undefined');

const [layout] = routes;
if (!layout?.children) throw new Error('The route table has no layout with pages');

/** An address that shows each page of the table (a parameter filled from the fixtures). */
function addressOf(route: Route): string {
  if (route.index) return homePath();
  if (route.path === '*') return '/no/such/juice';
  if (route.path === routePaths.blogPost) return blogPostPath(fixtures.blogPost.slug);
  if (route.path === routePaths.dashboardProduct) {
    return dashboardProductPath(fixtures.products.orangeJuice.slug);
  }
  if (route.path === routePaths.dashboardCoupon) return dashboardCouponPath('RAMADAN25');
  if (route.path === routePaths.dashboardPage) return dashboardInfoPagePath('terms-conditions');
  if (route.path === routePaths.dashboardBlogPost) return dashboardBlogPostPath('why-cold-pressed');
  if (route.path?.includes(':slug')) return productPath(fixtures.products.orangeJuice.slug);
  if (route.path === routePaths.order) return orderPath(fixtures.order.number);
  if (route.path === routePaths.invoice) return invoicePath(fixtures.order.number);
  if (route.path === routePaths.tracking) return trackOrderPath(fixtures.order.number);
  if (route.path === routePaths.search) return searchPath('orange');
  if (route.path === routePaths.verifyEmail) return pathTo('verifyEmail', { token: 'a-token-from-the-e-mail' });
  if (route.path === routePaths.resetPassword) return pathTo('resetPassword', { token: 'a-token-from-the-e-mail' });
  return route.path ?? homePath();
}

async function renderAt(address: string, language: Language): Promise<string> {
  const router = await load(address);
  return renderToString(<ServerShop router={router} language={language} origin={origin} />);
}

/** The patterns of the pages kept out of search engines, and the not-found page's. */
const privatePatterns = new Set<string>(PRIVATE_ROUTES.map((name) => routePaths[name]));
const notFoundPatterns = new Set<string | undefined>([routePaths.notFound, '*']);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

/** What a page's head must say of it to search engines and link previews. */
function expectHeadFor(html: string, route: Route, address: string, language: Language): void {
  const canonical = linkHrefs(html, 'canonical');
  if (notFoundPatterns.has(route.path)) {
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(canonical).toEqual([]);
  } else if (route.path !== undefined && privatePatterns.has(route.path)) {
    // Kept out by robots.txt: its title and description only.
    expect(canonical).toEqual([]);
    expect(metaContent(html, 'og:title')).toBeUndefined();
  } else {
    const path = new URL(address, origin).pathname;
    expect(canonical).toEqual([`${origin}${inLanguage(path, language)}`]);
    expect(linkHrefs(html, 'alternate', 'x-default')).toEqual([`${origin}${path}`]);
    expect(metaContent(html, 'og:url')).toBe(canonical[0]);
    expect(metaContent(html, 'og:title')).toBe(pageTitle(html));
  }
  expect(metaContent(html, 'robots') === undefined).toBe(!notFoundPatterns.has(route.path));
  for (const data of jsonLdIn(html)) expect(schemaOrgProblems(data)).toEqual([]);
}

describe.each(['en', 'ar'] as const)('every page rendered on a server, in %s', (language) => {
  const pages = (layout.children ?? []).map((route) => ({ route, address: addressOf(route) }));
  const titles = new Map<string, string | undefined>();

  it.each(pages)(
    '$address renders without browser globals, with its data, title, description and the head its kind of page needs',
    async ({ route, address }) => {
      const html = await renderAt(address, language);
      const main = /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
      expect(main).toMatch(/<h1/);
      const title = titleOf(html);
      expect(title).toMatch(language === 'ar' ? /جوسين/ : /Juicyin/);
      expect(descriptionOf(html)).toBeTruthy();
      expectHeadFor(html, route, address, language);
      titles.set(address, title);
    },
  );

  it('gives every page its own title', () => {
    // The not-found page answers both its own address and any unknown one: one title for the two.
    const shown = [...titles.entries()].filter(([address]) => address !== '/no/such/juice').map(([, title]) => title);
    expect(shown).toHaveLength(pages.length - 1);
    expect(shown.filter((title, i) => shown.indexOf(title) !== i)).toEqual([]);
  });
});
