import { PRIVATE_ROUTES, privatePrefix } from '@juicyin/contract';

/**
 * `robots.txt`: crawlers may read the shop but not the API, staff pages or a shopper's own pages
 * (they show a sign-in to a crawler anyway), and are pointed at the sitemap, which must be named by
 * its full address.
 */
export function robotsTxt(origin: string): string {
  const prefixes = ['/api/', ...PRIVATE_ROUTES.map(privatePrefix)];
  // A prefix already covered by a shorter one (`/dashboard` covers `/dashboard/orders`) is left out.
  const disallowed = prefixes.filter(
    (prefix, index) =>
      prefixes.indexOf(prefix) === index && !prefixes.some((other) => other !== prefix && prefix.startsWith(other)),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
