import {
  LOYALTY_EVENT_REFUSALS,
  type LoyaltyEventRefusal,
  SAVER_COUPON_MESSAGES,
  type StaffLoyaltyEvent,
  type StaffLoyaltyEventCreateBody,
} from '@juicyin/contract';
import { EVENT_TIERS, type EventKind, type Tier } from '@juicyin/domain';
import { type Amount, wholeNumber } from '../coupon/coupon-draft.ts';

/** The most characters a name may have (the contract's limit). */
export const NAME_MAX = 80;

/** The form as staff fill it: text as typed, dates as `YYYY-MM-DD` or empty, the tier '' for Gold and Diamond. */
export interface LoyaltyEventDraft {
  readonly kind: EventKind;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly tier: Tier | '';
  readonly startDate: string;
  readonly endDate: string;
  /** A Super Saver day's coupon: its code ('' for the one the API makes; set only when scheduling) … */
  readonly couponCode: string;
  /** … and its discount, as the coupon editor takes it. */
  readonly couponKind: 'percent' | 'fixed';
  readonly percent: string;
  readonly amount: Amount;
  readonly minSubTotal: Amount;
}

export const emptyDraft: LoyaltyEventDraft = {
  kind: 'bonus-points',
  nameEn: '',
  nameAr: '',
  tier: '',
  startDate: '',
  endDate: '',
  couponCode: '',
  couponKind: 'percent',
  percent: '',
  amount: { halalas: null, error: null },
  minSubTotal: { halalas: 0, error: null },
};

/** The form of a window as it was read, to change it. */
export function draftOf(event: StaffLoyaltyEvent): LoyaltyEventDraft {
  const coupon = event.coupon;
  return {
    kind: event.kind,
    nameEn: event.name.en,
    nameAr: event.name.ar,
    tier: event.tier ?? '',
    startDate: event.startDate,
    endDate: event.endDate,
    couponCode: coupon?.code ?? '',
    couponKind: coupon?.kind ?? 'percent',
    percent: coupon?.kind === 'percent' ? String(coupon.value) : '',
    amount: { halalas: coupon?.kind === 'fixed' ? coupon.value : null, error: null },
    minSubTotal: { halalas: coupon?.minSubTotal ?? 0, error: null },
  };
}

export const LOYALTY_EVENT_FIELDS = [
  'kind',
  'name.en',
  'name.ar',
  'tier',
  'startDate',
  'endDate',
  'coupon.code',
  'coupon.value',
  'coupon.minSubTotal',
] as const;
export type LoyaltyEventField = (typeof LOYALTY_EVENT_FIELDS)[number];

/** A problem the form finds itself, or one the API gave (by its code or its message), at a field. */
export type Problem =
  | { readonly kind: 'required' | 'date' | 'saverTier' | 'saverCoupon' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'refused'; readonly code: LoyaltyEventRefusal }
  /** A coupon field's problem in the coupon editor's words (its own check, or the API's message). */
  | { readonly kind: 'coupon'; readonly message: string }
  /** The money field's own error, already in the page's language. */
  | { readonly kind: 'amount'; readonly message: string }
  | { readonly kind: 'text'; readonly text: string };

/** The tiers the form offers: the eligible ones (Silver gets none). */
export const FORM_TIERS = EVENT_TIERS;

type Problems = Partial<Record<LoyaltyEventField, Problem>>;
type Coupon = Exclude<Exclude<StaffLoyaltyEventCreateBody, undefined>['coupon'], undefined>;

/** A Super Saver day's coupon as the form reads it (the coupon editor's checks), into `problems`. */
function couponOf(draft: LoyaltyEventDraft, problems: Problems): Coupon {
  let value: number | null;
  if (draft.couponKind === 'percent') {
    value = wholeNumber(draft.percent);
    if (value === null)
      problems['coupon.value'] =
        draft.percent.trim() === '' ? { kind: 'required' } : { kind: 'coupon', message: 'A whole number' };
    else if (value < 1 || value > 100)
      problems['coupon.value'] = { kind: 'coupon', message: 'A percentage is 1 to 100' };
  } else {
    value = draft.amount.halalas;
    if (draft.amount.error) problems['coupon.value'] = { kind: 'amount', message: draft.amount.error };
    else if (value === null) problems['coupon.value'] = { kind: 'required' };
  }
  if (draft.minSubTotal.error) problems['coupon.minSubTotal'] = { kind: 'amount', message: draft.minSubTotal.error };
  const code = draft.couponCode.trim();
  return {
    ...(code === '' ? {} : { code }),
    kind: draft.couponKind,
    value: value ?? 0,
    minSubTotal: draft.minSubTotal.halalas ?? 0,
  };
}

/** The body to send, or the problems to fix first (before asking the API). */
export function bodyOf(
  draft: LoyaltyEventDraft,
): { readonly body: Exclude<StaffLoyaltyEventCreateBody, undefined> } | { readonly problems: Problems } {
  const problems: Problems = {};
  const name = (field: 'name.en' | 'name.ar', text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') problems[field] = { kind: 'required' };
    else if (trimmed.length > NAME_MAX) problems[field] = { kind: 'tooLong', max: NAME_MAX };
    return trimmed;
  };
  const en = name('name.en', draft.nameEn);
  const ar = name('name.ar', draft.nameAr);
  if (draft.startDate === '') problems.startDate = { kind: 'date' };
  if (draft.endDate === '') problems.endDate = { kind: 'date' };
  else if (draft.startDate !== '' && draft.endDate < draft.startDate)
    problems.endDate = { kind: 'refused', code: 'ends_before_start' };
  const saver = draft.kind === 'super-saver';
  if (saver && draft.tier === '') problems.tier = { kind: 'saverTier' };
  const coupon = saver ? couponOf(draft, problems) : null;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      kind: draft.kind,
      name: { en, ar },
      tier: draft.tier === '' ? null : draft.tier,
      startDate: draft.startDate,
      endDate: draft.endDate,
      coupon,
    },
  };
}

const isRefusal = (code: string): code is LoyaltyEventRefusal =>
  (LOYALTY_EVENT_REFUSALS as readonly string[]).includes(code);

/** The contract's English field messages the form says in the page's language. */
const knownMessages: Readonly<Record<string, Problem>> = {
  Required: { kind: 'required' },
  'A date': { kind: 'date' },
  'A date such as 2026-11-22': { kind: 'date' },
  'On or after the first day': { kind: 'refused', code: 'ends_before_start' },
  [SAVER_COUPON_MESSAGES.oneTier]: { kind: 'saverTier' },
  [SAVER_COUPON_MESSAGES.needed]: { kind: 'saverCoupon' },
};

/** Where an API field path is shown: a field of the form, else the kind (the coupon's own fields at theirs). */
const shownAt = (path: string): LoyaltyEventField =>
  LOYALTY_EVENT_FIELDS.find((candidate) => candidate === path) ??
  (path === 'coupon.kind' ? 'coupon.value' : path === 'coupon' ? 'tier' : 'kind');

/**
 * Where the API's refusal is shown: a rule's refusal (422) by its code at the field the API named;
 * a field message of the contract (400, or a taken coupon code) translated where the form knows it
 * (a coupon's in the coupon editor's words), else as written.
 */
export function refusalProblems(code: string, fields: Readonly<Record<string, string>>): Problems {
  const problems: Problems = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = shownAt(path);
    const tooLong = /^At most (\d+) characters$/.exec(message);
    problems[field] ??= isRefusal(code)
      ? { kind: 'refused', code }
      : (knownMessages[message] ??
        (path.startsWith('coupon.')
          ? { kind: 'coupon', message }
          : tooLong
            ? { kind: 'tooLong', max: Number(tooLong[1]) }
            : { kind: 'text', text: message }));
  }
  return problems;
}
