import type { StaffProduct, StaffProductDetailsBody } from '@juicyin/contract';
import { type Category, CATEGORIES, type Season, SEASONS } from '@juicyin/domain';

/** An amount as the kit's money field hands it back: halalas, or the field's own error. */
export type Amount = { readonly halalas: number | null; readonly error: string | null };

/** A product's details as staff type them (text, so nothing typed is lost until Save reads it). */
export interface DetailsDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  /** One highlight a line, the English and the Arabic lines in the same order. */
  readonly highlightsEn: string;
  readonly highlightsAr: string;
  readonly category: Category;
  readonly flavourKey: string;
  readonly flavourEn: string;
  readonly flavourAr: string;
  readonly seasons: readonly Season[];
  /** Empty (halalas null, no error): no refill. */
  readonly refill: Amount;
}

/** The form's field paths, as the API names them (a nested path such as `highlights.0.en` is shown at its head). */
export const DETAILS_FIELDS = [
  'slug',
  'name.en',
  'name.ar',
  'description.en',
  'description.ar',
  'highlights',
  'category',
  'flavour.key',
  'flavour.en',
  'flavour.ar',
  'seasons',
  'refillPrice',
] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];

/** Where an API field path is shown: a field of the form, or null (listed above the button). */
export function detailsFieldOf(path: string): DetailsField | null {
  const exact = DETAILS_FIELDS.find((field) => field === path);
  if (exact) return exact;
  const head = path.split('.')[0];
  return head === 'highlights' || head === 'seasons' ? head : null;
}

/** A problem the form finds before asking: a message key of its own, or the money field's error. */
export type DetailsProblem =
  { readonly kind: 'required' | 'highlightsPairs' } | { readonly kind: 'amount'; readonly message: string };

export const emptyDetails: DetailsDraft = {
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  highlightsEn: '',
  highlightsAr: '',
  category: CATEGORIES[0],
  flavourKey: '',
  flavourEn: '',
  flavourAr: '',
  seasons: [],
  refill: { halalas: null, error: null },
};

/** The details of a product as it was opened. */
export function detailsOf(product: StaffProduct): DetailsDraft {
  return {
    nameEn: product.name.en,
    nameAr: product.name.ar,
    descriptionEn: product.description.en,
    descriptionAr: product.description.ar,
    highlightsEn: product.highlights.map((item) => item.en).join('\n'),
    highlightsAr: product.highlights.map((item) => item.ar).join('\n'),
    category: product.category,
    flavourKey: product.flavour.key,
    flavourEn: product.flavour.en,
    flavourAr: product.flavour.ar,
    seasons: product.seasons,
    refill: { halalas: product.refillPrice, error: null },
  };
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

type Details = Omit<Exclude<StaffProductDetailsBody, undefined>, 'version'>;

/**
 * The details a Save sends, or the problems the form can tell before asking (highlights whose
 * English and Arabic lines do not pair up, a refill price the money field refused). The rest (empty
 * names, the flavour key's shape, lengths) is the contract's to judge: its messages come back at their fields.
 */
export function readDetails(
  draft: DetailsDraft,
): { readonly details: Details } | { readonly problems: Readonly<Partial<Record<DetailsField, DetailsProblem>>> } {
  const problems: Partial<Record<DetailsField, DetailsProblem>> = {};
  const en = lines(draft.highlightsEn);
  const ar = lines(draft.highlightsAr);
  if (en.length !== ar.length) problems.highlights = { kind: 'highlightsPairs' };
  if (draft.refill.error) problems.refillPrice = { kind: 'amount', message: draft.refill.error };
  if (Object.keys(problems).length > 0) return { problems };
  return {
    details: {
      name: { en: draft.nameEn, ar: draft.nameAr },
      description: { en: draft.descriptionEn, ar: draft.descriptionAr },
      highlights: en.map((text, index) => ({ en: text, ar: ar[index] ?? '' })),
      category: draft.category,
      flavour: { key: draft.flavourKey, en: draft.flavourEn, ar: draft.flavourAr },
      // In the shop's order, whatever order they were ticked in.
      seasons: SEASONS.filter((season) => draft.seasons.includes(season)),
      refillPrice: draft.refill.halalas,
    },
  };
}
