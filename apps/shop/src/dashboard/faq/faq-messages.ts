import { FAQ_KEY_MESSAGE } from '@juicyin/contract';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Problem } from './faq-draft.ts';

/** The form's own problems, by the key of their message. */
export const problemKeys: Readonly<Record<Problem, MessageKey>> = {
  required: 'dashboard.faq.problem.required',
  titleLatin: 'dashboard.faq.problem.titleLatin',
  noQuestions: 'dashboard.faq.problem.noQuestions',
  noGroups: 'dashboard.faq.problem.noGroups',
};

/**
 * The API's field messages for the FAQ (the contract's English) that the form says in the page's
 * language; any other message is shown as the API wrote it.
 */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'dashboard.faq.problem.required',
  'At least one question in each group': 'dashboard.faq.problem.noQuestions',
  'At least one group': 'dashboard.faq.problem.noGroups',
  'Each group once: this key is taken': 'dashboard.faq.problem.keyTaken',
  [FAQ_KEY_MESSAGE]: 'dashboard.faq.problem.titleLatin',
};

/** How the form says an API field message: a key of its own (with values), or the API's text. */
export function apiMessage(
  message: string,
): { readonly key: MessageKey; readonly values?: Record<string, number> } | { readonly text: string } {
  const key = known[message];
  if (key) return { key };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'dashboard.faq.problem.tooLong', values: { max: Number(tooLong[1]) } };
  const tooMany = /^At most (\d+) (?:questions in a group|groups)$/.exec(message);
  if (tooMany) return { key: 'dashboard.faq.problem.tooMany', values: { max: Number(tooMany[1]) } };
  return { text: message };
}

/** Where the form shows an API field message: the field of that path, or null (listed above Save). */
export function shownAt(path: string, groups: readonly { readonly entries: readonly unknown[] }[]): string | null {
  if (path === 'groups') return path;
  const group = /^groups\.(\d+)\.(key|entries|title\.(?:en|ar))$/.exec(path);
  if (group) {
    if (Number(group[1]) >= groups.length) return null;
    // A group's key is made from its English title.
    return group[2] === 'key' ? `groups.${group[1] ?? ''}.title.en` : path;
  }
  const entry = /^groups\.(\d+)\.entries\.(\d+)\.(?:question|answer)\.(?:en|ar)$/.exec(path);
  if (!entry) return null;
  return Number(entry[2]) < (groups[Number(entry[1])]?.entries.length ?? 0) ? path : null;
}
