import type { InfoPage } from '@juicyin/contract';

/**
 * The information pages' text (terms, privacy, how to order, …), seeded on first start: store
 * content, editable data, in both languages. Plain-text paragraphs; a section's `id` is its anchor.
 */
export type InfoPageSeed = Omit<InfoPage, 'updatedAt'>;

export const infoPageSeeds: readonly InfoPageSeed[] = [];
