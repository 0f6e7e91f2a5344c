import type { InfoPage } from '@juicyin/contract';

/** One information page as seeded: the contract's page without its `updatedAt` (the row's). */
export type InfoPageSeed = Omit<InfoPage, 'updatedAt'>;
