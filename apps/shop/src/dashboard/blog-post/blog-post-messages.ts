import { BLOG_SLUG_MESSAGE, BLOG_SLUG_NEW_MESSAGE } from '@juicyin/contract';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * The API's field messages for a post (the contract's English) that the form says in the page's
 * language; any other message is shown as the API wrote it.
 */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'dashboard.blogPost.problem.required',
  [BLOG_SLUG_MESSAGE]: 'dashboard.blogPost.problem.slug',
  [BLOG_SLUG_NEW_MESSAGE]: 'dashboard.blogPost.problem.slugNew',
  'A post with this slug exists already': 'dashboard.blogPost.problem.slugTaken',
  'At least one paragraph': 'dashboard.blogPost.problem.paragraphs',
  'A date and time': 'dashboard.blogPost.problem.time',
};

/** How the form says an API field message: a key of its own (with values), or the API's text. */
export function apiMessage(
  message: string,
): { readonly key: MessageKey; readonly values?: Record<string, number> } | { readonly text: string } {
  const key = known[message];
  if (key) return { key };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'dashboard.blogPost.problem.tooLong', values: { max: Number(tooLong[1]) } };
  const tooMany = /^At most (\d+) paragraphs$/.exec(message);
  if (tooMany) return { key: 'dashboard.blogPost.problem.tooManyParagraphs', values: { max: Number(tooMany[1]) } };
  return { text: message };
}
