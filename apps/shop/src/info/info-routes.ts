import type { InfoPageSlug } from '@juicyin/contract';
import { routePaths } from '../paths.ts';

/**
 * The addresses of the information pages: each page's slug is its address without the slash (the
 * contract's `INFO_PAGE_SLUGS`; a type, so the route table does not load the contract for it).
 */
const infoPageNames = [
  'howToOrder',
  'terms',
  'privacy',
  'copyright',
  'securityPolicy',
  'about',
  'careers',
  'warrantyPolicy',
  'sellWithUs',
  'termsOfUse',
  'termsOfSale',
] as const satisfies readonly (keyof typeof routePaths)[];

type InfoPath = `/${InfoPageSlug}`;

/** Each information page's route path and the slug the API knows it by. */
export const infoPageRoutes: readonly { readonly path: InfoPath; readonly slug: InfoPageSlug }[] = infoPageNames.map(
  (name) => {
    const path: InfoPath = routePaths[name];
    return { path, slug: path.slice(1) as InfoPageSlug };
  },
);
