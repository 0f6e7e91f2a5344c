import { ar } from './catalogues/ar.ts';
import { en } from './catalogues/en.ts';
import { type Catalogue, type Language, provideCatalogues } from './messages.ts';

/**
 * Both catalogues, loaded at once: for stories, tests and tools that show either language without
 * waiting. The shop itself loads only the shopper's language (`loadCatalogue`).
 */
export const catalogues: Record<Language, Catalogue> = { en, ar };

provideCatalogues(catalogues);
