import { PRIVATE_ROUTES } from '@juicyin/contract';
import { inLanguage, routePaths, type ShopLanguage } from '../paths.ts';
import type { Match } from '../router/match.ts';

/** The address patterns of the pages kept out of search engines (the contract's `PRIVATE_ROUTES`). */
const privatePatterns = new Set<string>(PRIVATE_ROUTES.map((name) => routePaths[name]));

/** The matched routes' paths joined: the pattern that shows the page (`/product/:slug`; `/` for home). */
export function patternOf(matches: readonly Match[]): string {
  let segments: string[] = [];
  for (const { route } of matches) {
    if (route.path === undefined) continue;
    const own = route.path.split('/').filter((segment) => segment !== '');
    segments = route.path.startsWith('/') ? own : [...segments, ...own];
  }
  return `/${segments.join('/')}`;
}

/** A page that is a shopper's own, staff's, a form's result or a link from an e-mail (`robots.txt` keeps crawlers out). */
export function isPrivatePattern(pattern: string): boolean {
  return privatePatterns.has(pattern);
}

/**
 * The page's one address, as the sitemap writes it: its route's pattern filled with the matched
 * parameters (encoded as the path builders encode them), so `/faq/` and `/FAQ` are the one page
 * `/FAQ`; never a query (filters, sort, a page number). `pathname` where a parameter cannot be
 * filled (a splat).
 */
export function canonicalPath(matches: readonly Match[], pathname: string): string {
  const params = matches.at(-1)?.params ?? {};
  const pattern = patternOf(matches);
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map(([, name = '']) => name);
  if (matches.length === 0 || pattern.includes('*') || names.some((name) => params[name] === undefined)) {
    return pathname;
  }
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The absolute address a page is listed at in `language` (its canonical address), as the sitemap
 * writes each language's entry: `/FAQ` in English, the default, and `/FAQ?lang=ar` in Arabic.
 */
export function canonicalUrl(origin: string, path: string, language: ShopLanguage): string {
  return `${origin}${inLanguage(path, language)}`;
}
