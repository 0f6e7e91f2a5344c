import type { InfoPage } from '@juicyin/contract';
import { aboutUs } from './pages/about-us.ts';
import { careers } from './pages/careers.ts';
import { copyright } from './pages/copyright.ts';
import { howToOrder } from './pages/how-to-order.ts';
import { privacyPolicy } from './pages/privacy-policy.ts';
import { securityPolicy } from './pages/security-policy.ts';
import { sellWithUs } from './pages/sell-with-us.ts';
import { termsConditions } from './pages/terms-conditions.ts';
import { termsOfSale } from './pages/terms-of-sale.ts';
import { termsOfUse } from './pages/terms-of-use.ts';
import { warrantyPolicy } from './pages/warranty-policy.ts';

/**
 * The information pages' text (terms, privacy, how to order, …), seeded on first start: store
 * content, editable data, in both languages. Plain-text paragraphs; a section's `id` is its anchor.
 * One file per page in `./pages/`, in the order of `INFO_PAGE_SLUGS`.
 */
export type InfoPageSeed = Omit<InfoPage, 'updatedAt'>;

export const infoPageSeeds: readonly InfoPageSeed[] = [
  howToOrder,
  termsConditions,
  privacyPolicy,
  copyright,
  securityPolicy,
  aboutUs,
  careers,
  warrantyPolicy,
  sellWithUs,
  termsOfUse,
  termsOfSale,
];
