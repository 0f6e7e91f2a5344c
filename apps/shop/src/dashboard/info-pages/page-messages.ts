import { PAGE_SECTION_ID_MESSAGE } from '@juicyin/contract';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Problem } from './page-draft.ts';

/** The form's own problems, by the key of their message. */
export const problemKeys: Readonly<Record<Problem, MessageKey>> = {
  required: 'dashboard.pages.problem.required',
  headingLatin: 'dashboard.pages.problem.headingLatin',
  noParagraphs: 'dashboard.pages.problem.noParagraphs',
  noSections: 'dashboard.pages.problem.noSections',
};

/**
 * The API's field messages for a page (the contract's English) that the form says in the page's
 * language; any other message is shown as the API wrote it.
 */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'dashboard.pages.problem.required',
  'At least one paragraph': 'dashboard.pages.problem.noParagraphs',
  'At least one section': 'dashboard.pages.problem.noSections',
  'Each section once: this anchor is taken': 'dashboard.pages.problem.anchorTaken',
  [PAGE_SECTION_ID_MESSAGE]: 'dashboard.pages.problem.headingLatin',
};

export type Said = { readonly key: MessageKey; readonly values?: Record<string, number> } | { readonly text: string };

/** How the form says an API field message: a key of its own (with values), or the API's text. */
export function apiMessage(message: string): Said {
  const key = known[message];
  if (key) return { key };
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return { key: 'dashboard.pages.problem.tooLong', values: { max: Number(tooLong[1]) } };
  const tooMany = /^At most (\d+) (?:paragraphs|sections)$/.exec(message);
  if (tooMany) return { key: 'dashboard.pages.problem.tooMany', values: { max: Number(tooMany[1]) } };
  return { text: message };
}

/**
 * Where the form shows an API field message, and the paragraph it is about (a paragraph's message
 * is shown at its language's paragraphs field, numbered from 1); null when no field of the form has
 * that path (listed above Save).
 */
export function shownAt(
  path: string,
  sections: number,
): { readonly field: string; readonly paragraph?: number } | null {
  if (path === 'sections' || /^title\.(?:en|ar)$/.test(path)) return { field: path };
  const intro = /^intro\.(en|ar)(?:\.(\d+))?$/.exec(path);
  if (intro) return { field: `intro.${intro[1] ?? ''}`, ...paragraphOf(intro[2]) };
  const section = /^sections\.(\d+)\.(id|heading\.(?:en|ar)|paragraphs\.(?:en|ar))(?:\.(\d+))?$/.exec(path);
  if (!section || Number(section[1]) >= sections) return null;
  // A section's anchor is made from its English heading.
  const field = section[2] === 'id' ? 'heading.en' : (section[2] ?? '');
  return { field: `sections.${section[1] ?? ''}.${field}`, ...paragraphOf(section[3]) };
}

const paragraphOf = (index: string | undefined) => (index === undefined ? {} : { paragraph: Number(index) + 1 });
