import { ApiError, MAX_COMMENT_LENGTH } from '@juicyin/contract';
import type { MessageKey } from '../i18n/messages.ts';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Where a comment's problem is said: at the text area, or above the button. */
export interface CommentErrors {
  readonly body?: string;
  readonly form?: string;
}

/** How long a comment counts as (the contract trims it before checking its length). */
export const commentLength = (text: string): number => text.trim().length;

/** What the form checks before sending (the contract's rules): some text, at most the limit. */
export function commentInputErrors(t: Translate, text: string): CommentErrors {
  const length = commentLength(text);
  if (length === 0) return { body: t('blog.comments.error.required') };
  if (length > MAX_COMMENT_LENGTH) return { body: t('blog.comments.error.tooLong', { max: MAX_COMMENT_LENGTH }) };
  return {};
}

/** The contract's own messages for the comment, in the shopper's language. */
function knownFieldMessage(t: Translate, message: string): string {
  if (message === 'Required') return t('blog.comments.error.required');
  if (message === `At most ${MAX_COMMENT_LENGTH} characters`)
    return t('blog.comments.error.tooLong', { max: MAX_COMMENT_LENGTH });
  return message;
}

/**
 * The API's answer: the body's field message at the text area; too many comments (429) asks to
 * wait; an ended session asks to sign in again; anything else is said above the button.
 */
export function commentApiErrors(t: Translate, error: unknown): CommentErrors {
  if (!(error instanceof ApiError)) return { form: t('blog.comments.error.network') };
  if (error.status === 429) return { form: t('blog.comments.error.throttled') };
  if (error.status === 401) return { form: t('blog.comments.error.signedOut') };
  const field = error.body.error.fields?.['body'];
  if (field) return { body: knownFieldMessage(t, field) };
  return { form: error.message };
}
