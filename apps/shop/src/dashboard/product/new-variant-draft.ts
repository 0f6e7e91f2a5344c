import type { NewVariant } from '@juicyin/contract';
import { type Material, MATERIALS, type Size, SIZES } from '@juicyin/domain';
import { type DraftProblems, readVariant, type VariantDraft } from './variant-draft.ts';

/** A new variant as staff type it: material × size, SKU, and the amounts as text. */
export interface NewVariantDraft extends VariantDraft {
  readonly material: Material;
  readonly size: Size;
}

export const NEW_VARIANT_FIELDS = ['material', 'size', 'sku', 'price', 'oldPrice', 'stock'] as const;
export type NewVariantField = (typeof NEW_VARIANT_FIELDS)[number];

export const emptyVariant: NewVariantDraft = {
  material: MATERIALS[0],
  size: SIZES[0],
  sku: '',
  price: '',
  oldPrice: '',
  stock: '0',
};

/**
 * A new variant read for sending: the amounts and the stock by the variant editor's rules (each
 * problem at its field); the SKU goes upper-case and as typed otherwise (the contract judges it).
 */
export function readNewVariant(
  draft: NewVariantDraft,
): { readonly ok: true; readonly variant: NewVariant } | { readonly ok: false; readonly problems: DraftProblems } {
  const read = readVariant({ ...draft, sku: draft.sku.trim().toUpperCase() });
  if (!read.ok) return read;
  return { ok: true, variant: { ...read.change, material: draft.material, size: draft.size } };
}
