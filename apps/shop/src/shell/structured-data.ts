import type { BreadcrumbItem } from '@juicyin/ui/breadcrumbs';
import type { BreadcrumbList, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import { homePath, type ShopLanguage } from '../paths.ts';
import { canonicalUrl } from './page-address.ts';

/**
 * schema.org data about a page, written into it as JSON-LD for search engines (typed by schema-dts,
 * Google's schema.org types: types only, nothing of it is in the bundle). Each builder is pure: the
 * page gives it the shop's origin and its own absolute address.
 */
export type StructuredData = WithContext<Thing>;

/** The shop's logo for search results: the 512 px icon of the web app manifest, under `public/`. */
export const SHOP_LOGO_PATH = '/icons/icon-512.png';

/** `pathOrUrl` (`/api/images/…`, or an image elsewhere) as an absolute URL on the shop's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * The absolute address of the picture a link preview shows for `pathOrUrl`: WhatsApp, X and
 * Facebook show no SVG, so a picture the shop's API draws as SVG (`/api/images/….svg`) is given as
 * the PNG the API also serves at the same address; any other picture as it is.
 */
export function previewPicture(origin: string, pathOrUrl: string): string {
  const url = absoluteUrl(origin, pathOrUrl);
  return url.startsWith(`${origin}/api/images/`) ? url.replace(/\.svg$/, '.png') : url;
}

/**
 * JSON-LD text for a `<script type="application/ld+json">`: every `<` written as `\u003c`, so no
 * text in the data (`</script>`, `<!--`) can end the script or change how it is parsed; JSON reads
 * it back as the same character.
 */
export function jsonLdText(data: StructuredData): string {
  return scriptJson(data);
}

/** `value` as JSON to write inside a `<script>` element: every `<` escaped (see `jsonLdText`). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The shop as an organisation: its name, home page and logo. */
export function shopOrganization(name: string, origin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${origin}${homePath()}`,
    logo: `${origin}${SHOP_LOGO_PATH}`,
  };
}

/** The shop as a web site: its name and home page. */
export function shopWebSite(name: string, origin: string): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name, url: `${origin}${homePath()}` };
}

/**
 * The page's visible breadcrumbs as a `BreadcrumbList`: the same items, each linked page at its
 * canonical address in `language` and the last one (the page itself, shown without a link) at
 * `pageUrl`.
 */
export function breadcrumbList(
  items: readonly BreadcrumbItem[],
  { origin, language, pageUrl }: { readonly origin: string; readonly language: ShopLanguage; readonly pageUrl: string },
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: item.href === undefined ? pageUrl : canonicalUrl(origin, item.href, language),
    })),
  };
}
