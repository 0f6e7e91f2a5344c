import type { StaffFaq, StaffFaqBody } from '@juicyin/contract';

/*
 * The FAQ form's draft: the groups and their questions in order, every text as typed. Each group and
 * question has an id of its own (for React and for the focus after a move), and each text is found
 * under the body's own field path (`groups.2.entries.0.answer.ar`), so that the API's field messages
 * land on the field that has that name.
 */

export type Language = 'en' | 'ar';
export interface Both {
  readonly en: string;
  readonly ar: string;
}

export interface DraftEntry {
  readonly id: string;
  readonly question: Both;
  readonly answer: Both;
}

export interface DraftGroup {
  readonly id: string;
  /** A group's key as loaded; null for a group added in the form (its key is made from its English title). */
  readonly key: string | null;
  readonly title: Both;
  readonly entries: readonly DraftEntry[];
}

export interface FaqDraft {
  readonly groups: readonly DraftGroup[];
  /** The next id to give a group or question added in the form. */
  readonly next: number;
}

/** Why a field cannot be sent yet: a key of the form's messages. */
export type Problem = 'required' | 'titleLatin' | 'noQuestions' | 'noGroups';

const empty: Both = { en: '', ar: '' };

/** The draft of the FAQ as loaded. */
export function draftOf(faq: StaffFaq): FaqDraft {
  let next = 0;
  const id = () => `faq-${String((next += 1))}`;
  const groups = faq.groups.map((group) => ({
    id: id(),
    key: group.key,
    title: { ...group.title },
    entries: group.entries.map((entry) => ({ id: id(), question: { ...entry.question }, answer: { ...entry.answer } })),
  }));
  return { groups, next: next + 1 };
}

/** A new group's key from its English title: `Gift boxes` → `gift-boxes` (empty when it has no Latin letter). */
export const faqKeyOf = (titleEn: string): string =>
  titleEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** `list` with the item at `from` moved by `by` places (unchanged when that is outside the list). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): readonly T[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

const changeGroup = (draft: FaqDraft, index: number, change: (group: DraftGroup) => DraftGroup): FaqDraft => ({
  ...draft,
  groups: draft.groups.map((group, at) => (at === index ? change(group) : group)),
});

/** The draft with a new group at the end, with one empty question to write. */
export const withGroup = (draft: FaqDraft): FaqDraft => ({
  next: draft.next + 2,
  groups: [
    ...draft.groups,
    {
      id: `faq-${String(draft.next)}`,
      key: null,
      title: empty,
      entries: [{ id: `faq-${String(draft.next + 1)}`, question: empty, answer: empty }],
    },
  ],
});

export const withoutGroup = (draft: FaqDraft, index: number): FaqDraft => ({
  ...draft,
  groups: draft.groups.filter((_, at) => at !== index),
});

export const movingGroup = (draft: FaqDraft, index: number, by: -1 | 1): FaqDraft => ({
  ...draft,
  groups: moved(draft.groups, index, by),
});

/** The draft with a new, empty question at the end of a group. */
export const withEntry = (draft: FaqDraft, group: number): FaqDraft => ({
  ...changeGroup(draft, group, (current) => ({
    ...current,
    entries: [...current.entries, { id: `faq-${String(draft.next)}`, question: empty, answer: empty }],
  })),
  next: draft.next + 1,
});

export const withoutEntry = (draft: FaqDraft, group: number, entry: number): FaqDraft =>
  changeGroup(draft, group, (current) => ({
    ...current,
    entries: current.entries.filter((_, at) => at !== entry),
  }));

export const movingEntry = (draft: FaqDraft, group: number, entry: number, by: -1 | 1): FaqDraft =>
  changeGroup(draft, group, (current) => ({ ...current, entries: moved(current.entries, entry, by) }));

/** A text of the draft by its body path. */
export type TextPath =
  | { readonly group: number; readonly field: 'title'; readonly language: Language }
  | {
      readonly group: number;
      readonly entry: number;
      readonly field: 'question' | 'answer';
      readonly language: Language;
    };

/** The body's field path of a text: `groups.0.title.en`, `groups.2.entries.0.answer.ar`. */
export const pathOf = (text: TextPath): string =>
  'entry' in text
    ? `groups.${String(text.group)}.entries.${String(text.entry)}.${text.field}.${text.language}`
    : `groups.${String(text.group)}.title.${text.language}`;

export function textOf(draft: FaqDraft, text: TextPath): string {
  const group = draft.groups[text.group];
  if (!group) return '';
  if (!('entry' in text)) return group.title[text.language];
  return group.entries[text.entry]?.[text.field][text.language] ?? '';
}

export function withText(draft: FaqDraft, text: TextPath, value: string): FaqDraft {
  return changeGroup(draft, text.group, (group) => {
    if (!('entry' in text)) return { ...group, title: { ...group.title, [text.language]: value } };
    return {
      ...group,
      entries: group.entries.map((entry, at) =>
        at === text.entry ? { ...entry, [text.field]: { ...entry[text.field], [text.language]: value } } : entry,
      ),
    };
  });
}

/**
 * The body to save from the draft, made from the version it was opened at (a new group's key from
 * its English title, made unique); or, when something cannot be sent, the problem of each field by
 * its path (lengths and the rest are the API's to judge).
 */
export function bodyOf(
  faq: StaffFaq,
  draft: FaqDraft,
): { readonly body: StaffFaqBody } | { readonly problems: Readonly<Record<string, Problem>> } {
  const problems: Record<string, Problem> = {};
  const both = (path: string, value: Both): Both => {
    const trimmed = { en: value.en.trim(), ar: value.ar.trim() };
    for (const language of ['en', 'ar'] as const)
      if (trimmed[language] === '') problems[`${path}.${language}`] = 'required';
    return trimmed;
  };
  if (draft.groups.length === 0) problems.groups = 'noGroups';
  const taken = new Set(draft.groups.flatMap((group) => (group.key === null ? [] : [group.key])));
  const groups = draft.groups.map((group, index) => {
    const at = `groups.${String(index)}`;
    const title = both(`${at}.title`, group.title);
    let key = group.key;
    if (key === null) {
      const base = faqKeyOf(title.en);
      if (base === '' && title.en !== '') problems[`${at}.title.en`] = 'titleLatin';
      key = base;
      for (let n = 2; taken.has(key); n += 1) key = `${base.slice(0, 36)}-${String(n)}`;
      taken.add(key);
    }
    if (group.entries.length === 0) problems[`${at}.entries`] = 'noQuestions';
    const entries = group.entries.map((entry, position) => ({
      question: both(`${at}.entries.${String(position)}.question`, entry.question),
      answer: both(`${at}.entries.${String(position)}.answer`, entry.answer),
    }));
    return { key, title, entries };
  });
  return Object.keys(problems).length > 0 ? { problems } : { body: { version: faq.version, groups } };
}
