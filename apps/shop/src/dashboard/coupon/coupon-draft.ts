import type { StaffCoupon, StaffCouponCreateBody } from '@juicyin/contract';
import { type Tier, TIERS, toLatinDigits } from '@juicyin/domain';
import { riyadhDay } from '../../i18n/format-day.ts';

/** An amount as the kit's money field hands it back: halalas, or the field's own error. */
export type Amount = { readonly halalas: number | null; readonly error: string | null };

/** The form as staff type it (text, so nothing typed is lost until Save reads it). */
export interface CouponDraft {
  readonly code: string;
  readonly kind: 'percent' | 'fixed';
  /** A percent's value as typed. */
  readonly percent: string;
  /** A fixed coupon's amount. */
  readonly amount: Amount;
  readonly minSubTotal: Amount;
  /** Riyadh days (`2026-12-01`), or '' for no start / no end. */
  readonly validFrom: string;
  readonly validUntil: string;
  readonly totalLimit: string;
  readonly perShopperLimit: string;
  readonly tier: Tier | '';
  readonly descriptionEn: string;
  readonly descriptionAr: string;
}

/** The form's field paths, as the API names them. */
export const COUPON_FIELDS = [
  'code',
  'value',
  'minSubTotal',
  'validFrom',
  'validUntil',
  'totalLimit',
  'perShopperLimit',
  'tier',
  'description.en',
  'description.ar',
] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];

/** A problem the form finds before asking: a message key of its own, or the money field's error. */
export type Problem =
  { readonly kind: 'whole' | 'percent' | 'required' } | { readonly kind: 'amount'; readonly message: string };

export const emptyDraft: CouponDraft = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: { halalas: null, error: null },
  minSubTotal: { halalas: 0, error: null },
  validFrom: '',
  validUntil: '',
  totalLimit: '',
  perShopperLimit: '1',
  tier: '',
  descriptionEn: '',
  descriptionAr: '',
};

/** The form of a coupon as it was opened. */
export function draftOf(coupon: StaffCoupon): CouponDraft {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.kind === 'percent' ? String(coupon.value) : '',
    amount: { halalas: coupon.kind === 'fixed' ? coupon.value : null, error: null },
    minSubTotal: { halalas: coupon.minSubTotal, error: null },
    validFrom: coupon.validFrom ? riyadhDay(coupon.validFrom) : '',
    validUntil: coupon.validUntil ? riyadhDay(coupon.validUntil) : '',
    totalLimit: coupon.totalLimit === null ? '' : String(coupon.totalLimit),
    perShopperLimit: coupon.perShopperLimit === null ? '' : String(coupon.perShopperLimit),
    tier: coupon.tier ?? '',
    descriptionEn: coupon.description.en,
    descriptionAr: coupon.description.ar,
  };
}

/** A whole number as typed (Arabic-Indic digits too); null when it is not one. */
export function wholeNumber(text: string): number | null {
  const latin = toLatinDigits(text).trim();
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null;
}

/** Riyadh has no daylight saving: a day starts at 00:00 and ends at 23:59:59, +03:00. */
const startOf = (day: string) => `${day}T00:00:00+03:00`;
const endOf = (day: string) => `${day}T23:59:59+03:00`;

/**
 * The body a Save sends, or the problems the form can tell before asking (numbers that are not
 * whole, an amount the money field refused). The rest (the code's shape, the dates' order, the
 * limits) is the contract's to judge: its messages come back at their fields.
 */
export function bodyOf(
  draft: CouponDraft,
): { readonly body: StaffCouponCreateBody } | { readonly problems: Readonly<Partial<Record<CouponField, Problem>>> } {
  const problems: Partial<Record<CouponField, Problem>> = {};
  let value: number | null;
  if (draft.kind === 'percent') {
    value = wholeNumber(draft.percent);
    if (value === null) problems.value = { kind: draft.percent.trim() === '' ? 'required' : 'whole' };
    else if (value < 1 || value > 100) problems.value = { kind: 'percent' };
  } else {
    value = draft.amount.halalas;
    if (draft.amount.error) problems.value = { kind: 'amount', message: draft.amount.error };
    else if (value === null) problems.value = { kind: 'required' };
  }
  if (draft.minSubTotal.error) problems.minSubTotal = { kind: 'amount', message: draft.minSubTotal.error };
  const limit = (field: 'totalLimit' | 'perShopperLimit') => {
    const text = draft[field];
    if (text.trim() === '') return null;
    const read = wholeNumber(text);
    if (read === null) problems[field] = { kind: 'whole' };
    return read;
  };
  const totalLimit = limit('totalLimit');
  const perShopperLimit = limit('perShopperLimit');
  if (Object.keys(problems).length > 0 || value === null) return { problems };
  return {
    body: {
      code: draft.code,
      kind: draft.kind,
      value,
      minSubTotal: draft.minSubTotal.halalas ?? 0,
      validFrom: draft.validFrom ? startOf(draft.validFrom) : null,
      validUntil: draft.validUntil ? endOf(draft.validUntil) : null,
      totalLimit,
      perShopperLimit,
      tier: TIERS.find((tier) => tier === draft.tier) ?? null,
      description: { en: draft.descriptionEn, ar: draft.descriptionAr },
    },
  };
}

/** The e-mail addresses typed one a line or separated by commas (or spaces, or semicolons), each once. */
export function emailsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((email) => email !== ''))];
}
