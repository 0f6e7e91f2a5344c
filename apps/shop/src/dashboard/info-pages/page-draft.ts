import type { StaffInfoPage, StaffInfoPageBody } from '@juicyin/contract';
import { moved } from '../faq/faq-draft.ts';

/*
 * The information page form's draft: the page's title, its intro and its sections in order, every
 * text as typed. A language's paragraphs are typed in one field, a blank line between two of them.
 * Each section has an id of its own (for React and for the focus after a move), and each text is
 * found under the body's own field path (`sections.2.paragraphs.ar`), so that the API's field
 * messages land on the field that has that name.
 */

export type Language = 'en' | 'ar';
export interface Both {
  readonly en: string;
  readonly ar: string;
}

export interface DraftSection {
  readonly id: string;
  /** The section's anchor as loaded; null for a section added in the form (made from its English heading). */
  readonly anchor: string | null;
  readonly heading: Both;
  /** Each language's paragraphs, a blank line between two. */
  readonly paragraphs: Both;
}

export interface PageDraft {
  readonly title: Both;
  readonly intro: Both;
  readonly sections: readonly DraftSection[];
  /** The next id to give a section added in the form. */
  readonly next: number;
}

/** Why a field cannot be sent yet: a key of the form's messages. */
export type Problem = 'required' | 'headingLatin' | 'noParagraphs' | 'noSections';

const empty: Both = { en: '', ar: '' };

/** Paragraphs as one text, a blank line between two. */
export const joined = (paragraphs: readonly string[]): string => paragraphs.join('\n\n');

/** A text's paragraphs: split at blank lines, each trimmed, the empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** The draft of the page as loaded. */
export function draftOf(page: StaffInfoPage): PageDraft {
  const sections = page.sections.map((section, index) => ({
    id: `section-${String(index + 1)}`,
    anchor: section.id,
    heading: { ...section.heading },
    paragraphs: { en: joined(section.paragraphs.en), ar: joined(section.paragraphs.ar) },
  }));
  return {
    title: { ...page.title },
    intro: { en: joined(page.intro.en), ar: joined(page.intro.ar) },
    sections,
    next: sections.length + 1,
  };
}

/** A new section's anchor from its English heading: `Gift orders` → `gift-orders` (empty when it has no Latin letter or digit). */
export const anchorOf = (headingEn: string): string =>
  headingEn
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 56)
    .replace(/-+$/, '');

/** The draft with a new, empty section at the end. */
export const withSection = (draft: PageDraft): PageDraft => ({
  ...draft,
  next: draft.next + 1,
  sections: [
    ...draft.sections,
    { id: `section-${String(draft.next)}`, anchor: null, heading: empty, paragraphs: empty },
  ],
});

export const withoutSection = (draft: PageDraft, index: number): PageDraft => ({
  ...draft,
  sections: draft.sections.filter((_, at) => at !== index),
});

export const movingSection = (draft: PageDraft, index: number, by: -1 | 1): PageDraft => ({
  ...draft,
  sections: moved(draft.sections, index, by),
});

/** A text of the draft by its place: the title, the intro, or a section's heading or paragraphs. */
export type TextPath =
  | { readonly field: 'title' | 'intro'; readonly language: Language }
  | { readonly section: number; readonly field: 'heading' | 'paragraphs'; readonly language: Language };

/** The body's field path of a text: `title.en`, `intro.ar`, `sections.2.paragraphs.en`. */
export const pathOf = (text: TextPath): string =>
  'section' in text
    ? `sections.${String(text.section)}.${text.field}.${text.language}`
    : `${text.field}.${text.language}`;

export function textOf(draft: PageDraft, text: TextPath): string {
  if (!('section' in text)) return draft[text.field][text.language];
  return draft.sections[text.section]?.[text.field][text.language] ?? '';
}

export function withText(draft: PageDraft, text: TextPath, value: string): PageDraft {
  if (!('section' in text)) return { ...draft, [text.field]: { ...draft[text.field], [text.language]: value } };
  return {
    ...draft,
    sections: draft.sections.map((section, at) =>
      at === text.section ? { ...section, [text.field]: { ...section[text.field], [text.language]: value } } : section,
    ),
  };
}

/**
 * The body to save from the draft, made from the version it was opened at (a new section's anchor
 * from its English heading, made unique); or, when something cannot be sent, the problem of each
 * field by its path (lengths and counts are the API's to judge).
 */
export function bodyOf(
  page: StaffInfoPage,
  draft: PageDraft,
): { readonly body: StaffInfoPageBody } | { readonly problems: Readonly<Record<string, Problem>> } {
  const problems: Record<string, Problem> = {};
  const line = (path: string, value: Both): Both => {
    const trimmed = { en: value.en.trim(), ar: value.ar.trim() };
    for (const language of ['en', 'ar'] as const)
      if (trimmed[language] === '') problems[`${path}.${language}`] = 'required';
    return trimmed;
  };
  const paragraphs = (path: string, value: Both, required: boolean) => {
    const split = { en: paragraphsOf(value.en), ar: paragraphsOf(value.ar) };
    for (const language of ['en', 'ar'] as const)
      if (required && split[language].length === 0) problems[`${path}.${language}`] = 'noParagraphs';
    return split;
  };
  const title = line('title', draft.title);
  const intro = paragraphs('intro', draft.intro, false);
  if (draft.sections.length === 0) problems.sections = 'noSections';
  const taken = new Set(draft.sections.flatMap((section) => (section.anchor === null ? [] : [section.anchor])));
  const sections = draft.sections.map((section, index) => {
    const at = `sections.${String(index)}`;
    const heading = line(`${at}.heading`, section.heading);
    let id = section.anchor;
    if (id === null) {
      const base = anchorOf(heading.en);
      if (base === '' && heading.en !== '') problems[`${at}.heading.en`] = 'headingLatin';
      id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${String(n)}`;
      taken.add(id);
    }
    return { id, heading, paragraphs: paragraphs(`${at}.paragraphs`, section.paragraphs, true) };
  });
  return Object.keys(problems).length > 0 ? { problems } : { body: { version: page.version, title, intro, sections } };
}
