import { PRIVATE_ROUTES, PUBLIC_ROUTE_PATTERNS, PUBLIC_ROUTES } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes.tsx';
import { homePath, inLanguage, pathTo, productPath, routePaths } from '../paths.ts';
import { matchRoutes, type Route } from '../router/match.ts';
import { canonicalPath, canonicalUrl, isPrivatePattern, patternOf } from './page-address.ts';

const matchesOf = (table: readonly Route[], pathname: string) => matchRoutes(table, pathname) ?? [];

describe("a page's canonical address", () => {
  it('is the route pattern that shows the page, `/` for home', () => {
    expect(patternOf(matchesOf(routes, productPath('mango-smoothie')))).toBe(routePaths.product);
    expect(patternOf(matchesOf(routes, homePath()))).toBe(homePath());
    expect(patternOf(matchesOf(routes, '/faq/'))).toBe(routePaths.faq);
  });

  it("joins a child's relative path to its parent's", () => {
    const Page = () => null;
    const nested: Route[] = [{ path: '/shop', children: [{ path: 'juice/:slug', Component: Page }] }];
    expect(patternOf(matchesOf(nested, '/shop/juice/orange'))).toBe('/shop/juice/:slug');
  });

  it('writes the one address of the page whatever case or trailing slash it was opened with, and no query', () => {
    expect(canonicalPath(matchesOf(routes, '/faq/'), '/faq/')).toBe(routePaths.faq);
    expect(canonicalPath(matchesOf(routes, '/Products-List'), '/Products-List')).toBe(pathTo('productsList'));
  });

  it('fills the parameters as the path builders encode them', () => {
    const slug = 'orange & mango';
    const pathname = productPath(slug);
    expect(canonicalPath(matchesOf(routes, pathname), pathname)).toBe(productPath(slug));
  });

  it('is the pathname as it is where no route matches', () => {
    expect(canonicalPath([], '/somewhere')).toBe('/somewhere');
  });

  it('is listed in each language at the address inLanguage writes, as in the sitemap', () => {
    expect(canonicalUrl('https://juicyin.example', routePaths.faq, 'ar')).toBe(
      `https://juicyin.example${inLanguage(routePaths.faq, 'ar')}`,
    );
  });
});

describe('which pages are private', () => {
  it("is the contract's PRIVATE_ROUTES, and no public route", () => {
    for (const name of PRIVATE_ROUTES) expect(isPrivatePattern(routePaths[name])).toBe(true);
    for (const name of [...PUBLIC_ROUTES, ...PUBLIC_ROUTE_PATTERNS])
      expect(isPrivatePattern(routePaths[name])).toBe(false);
  });
});
