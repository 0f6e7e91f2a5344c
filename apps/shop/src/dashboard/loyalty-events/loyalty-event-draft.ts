import { LOYALTY_EVENT_REFUSALS, type LoyaltyEventRefusal, type StaffLoyaltyEventCreateBody } from '@juicyin/contract';
import { EVENT_TIERS, type EventKind, type Tier } from '@juicyin/domain';

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
}

export const emptyDraft: LoyaltyEventDraft = {
  kind: 'bonus-points',
  nameEn: '',
  nameAr: '',
  tier: '',
  startDate: '',
  endDate: '',
};

export const LOYALTY_EVENT_FIELDS = ['kind', 'name.en', 'name.ar', 'tier', 'startDate', 'endDate'] as const;
export type LoyaltyEventField = (typeof LOYALTY_EVENT_FIELDS)[number];

/** A problem the form finds itself, or one the API gave (by its code), at a field. */
export type Problem =
  | { readonly kind: 'required' | 'date' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'refused'; readonly code: LoyaltyEventRefusal }
  | { readonly kind: 'text'; readonly text: string };

/** The tiers the form offers: the eligible ones (Silver gets none). */
export const FORM_TIERS = EVENT_TIERS;

/** The body to send, or the problems to fix first (before asking the API). */
export function bodyOf(
  draft: LoyaltyEventDraft,
): { readonly body: StaffLoyaltyEventCreateBody } | { readonly problems: Partial<Record<LoyaltyEventField, Problem>> } {
  const problems: Partial<Record<LoyaltyEventField, Problem>> = {};
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
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      kind: draft.kind,
      name: { en, ar },
      tier: draft.tier === '' ? null : draft.tier,
      startDate: draft.startDate,
      endDate: draft.endDate,
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
};

/**
 * Where the API's refusal is shown: a rule's refusal (422) by its code at the field the API named;
 * a field message of the contract (400) translated where the form knows it, else as written.
 */
export function refusalProblems(
  code: string,
  fields: Readonly<Record<string, string>>,
): Partial<Record<LoyaltyEventField, Problem>> {
  const problems: Partial<Record<LoyaltyEventField, Problem>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = LOYALTY_EVENT_FIELDS.find((candidate) => candidate === path) ?? 'kind';
    const tooLong = /^At most (\d+) characters$/.exec(message);
    problems[field] ??= isRefusal(code)
      ? { kind: 'refused', code }
      : (knownMessages[message] ??
        (tooLong ? { kind: 'tooLong', max: Number(tooLong[1]) } : { kind: 'text', text: message }));
  }
  return problems;
}
