import type { Faq } from '@juicyin/contract';

/** A question as the FAQ page shows it: its anchor (`/FAQ#<id>`) with its words. */
export interface FaqQuestion {
  readonly id: string;
  readonly question: Faq['groups'][number]['entries'][number]['question'];
  readonly answer: Faq['groups'][number]['entries'][number]['answer'];
}

export interface FaqGroupView {
  readonly key: string;
  readonly title: Faq['groups'][number]['title'];
  readonly questions: readonly FaqQuestion[];
}

/** Letters and digits of the English question, joined by hyphens (at most 60 characters). */
function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives every question an anchor, stable while the words stay: its English question as a slug
 * ("where-do-you-deliver"), or the group's key and the question's place when the question has no
 * Latin letters; a second question with the same anchor gets "-2", and so on.
 */
export function faqWithIds(faq: Faq): FaqGroupView[] {
  const taken = new Set<string>();
  return faq.groups.map((group) => ({
    key: group.key,
    title: group.title,
    questions: group.entries.map((entry, index) => {
      const base = slugOf(entry.question.en) || `${slugOf(group.key) || 'question'}-${index + 1}`;
      let id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      taken.add(id);
      return { id, question: entry.question, answer: entry.answer };
    }),
  }));
}
