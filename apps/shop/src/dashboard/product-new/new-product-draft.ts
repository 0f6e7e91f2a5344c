import type { StaffProductCreateBody } from '@juicyin/contract';
import { type DetailsDraft, detailsFieldOf, emptyDetails, readDetails } from '../product/details-draft.ts';
import {
  emptyVariant,
  NEW_VARIANT_FIELDS,
  type NewVariantDraft,
  readNewVariant,
} from '../product/new-variant-draft.ts';
import type { FormProblem } from '../product/use-field-problems.ts';
import type { DraftProblems } from '../product/variant-draft.ts';

/** A new product as staff type it: its address, its details and at least one variant. */
export interface NewProductDraft extends DetailsDraft {
  readonly slug: string;
  readonly variants: readonly NewVariantDraft[];
}

export const emptyProduct: NewProductDraft = { ...emptyDetails, slug: '', variants: [emptyVariant] };

/** Where an API path is shown: a details field, a variant's field (`variants.0.sku`), or null (listed). */
export function newProductFieldOf(path: string): string | null {
  const variant = /^variants\.(\d+)\.(\w+)$/.exec(path);
  if (variant && NEW_VARIANT_FIELDS.some((field) => field === variant[2])) return path;
  return detailsFieldOf(path);
}

/**
 * The body a Create sends, or the problems the form can tell before asking (the details' and each
 * variant's amounts and stock, by their paths); a variant's own problems come as the editor's keys.
 */
export function readNewProduct(draft: NewProductDraft):
  | { readonly body: StaffProductCreateBody }
  | {
      readonly problems: Readonly<Record<string, FormProblem>>;
      readonly variantProblems: ReadonlyMap<number, DraftProblems>;
    } {
  const details = readDetails(draft);
  const variants = draft.variants.map(readNewVariant);
  const variantProblems = new Map<number, DraftProblems>();
  variants.forEach((read, index) => {
    if (!read.ok) variantProblems.set(index, read.problems);
  });
  if ('problems' in details || variantProblems.size > 0) {
    return { problems: 'problems' in details ? details.problems : {}, variantProblems };
  }
  return {
    body: {
      slug: draft.slug.trim(),
      ...details.details,
      variants: variants.flatMap((read) => (read.ok ? [read.variant] : [])),
    },
  };
}
