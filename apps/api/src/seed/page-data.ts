import type { InfoPage } from '@juicyin/contract';
import { copyright } from './pages/copyright.ts';
import { howToOrder } from './pages/how-to-order.ts';
import { privacyPolicy } from './pages/privacy-policy.ts';
import { securityPolicy } from './pages/security-policy.ts';
import { termsConditions } from './pages/terms-conditions.ts';

/**
 * The information pages' text (terms, privacy, how to order, …), seeded on first start: store
 * content, editable data, in both languages. Plain-text paragraphs; a section's `id` is its anchor.
 * One file per page in `./pages/`.
 */
export type InfoPageSeed = Omit<InfoPage, 'updatedAt'>;

export const infoPageSeeds: readonly InfoPageSeed[] = [
  howToOrder,
  termsConditions,
  privacyPolicy,
  copyright,
  securityPolicy,
];
