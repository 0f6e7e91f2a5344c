import { ApiError } from '@juicyin/contract';
import type { MessageKey } from '../i18n/messages.ts';

type Translate = (key: MessageKey) => string;

/** The longest review the contract takes. */
export const REVIEW_TEXT_MAX = 2000;

export type ReviewField = 'rating' | 'text' | 'form';
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** The contract's own messages for a review's fields, in the shopper's language. */
const known: Readonly<Record<string, MessageKey>> = {
  'Choose 1 to 5 stars': 'writeReview.error.rating',
  Required: 'writeReview.error.required',
  'At most 2000 characters': 'writeReview.error.tooLong',
};

const byCode: Readonly<Record<string, MessageKey>> = {
  not_received: 'writeReview.error.notReceived',
  already_reviewed: 'writeReview.error.already',
};

/** What the form checks before sending (the contract's rules): a rating and a few words. */
export function reviewInputErrors(t: Translate, rating: number | null, text: string): ReviewErrors {
  const errors: ReviewErrors = {};
  if (rating === null) errors.rating = t('writeReview.error.rating');
  const length = text.trim().length;
  if (length === 0) errors.text = t('writeReview.error.required');
  else if (length > REVIEW_TEXT_MAX) errors.text = t('writeReview.error.tooLong');
  return errors;
}

/** The API's answer as messages at the rating and text fields, and the form's message for the rest. */
export function reviewApiErrors(t: Translate, error: unknown): ReviewErrors {
  if (!(error instanceof ApiError)) return { form: t('writeReview.error.network') };
  const errors: ReviewErrors = {};
  for (const [field, message] of Object.entries(error.body.error.fields ?? {})) {
    const key = known[message];
    const text = key ? t(key) : message;
    if (field === 'rating' || field === 'text') errors[field] = text;
    else errors.form = text;
  }
  const codeKey = byCode[error.code];
  if (codeKey) errors.form = t(codeKey);
  else if (!errors.rating && !errors.text && !errors.form) errors.form = error.message;
  return errors;
}
