import { type StaffFaq, staffFaqBodySchema } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOf,
  faqKeyOf,
  movingEntry,
  movingGroup,
  textOf,
  withEntry,
  withGroup,
  withoutEntry,
  withoutGroup,
  withText,
} from './faq-draft.ts';

const both = (en: string, ar: string) => ({ en, ar });
const faq: StaffFaq = {
  version: 7,
  groups: [
    {
      key: 'order',
      title: both('Order', 'الطلب'),
      entries: [
        { question: both('Q1', 'س1'), answer: both('A1', 'ج1') },
        { question: both('Q2', 'س2'), answer: both('A2\nmore', 'ج2') },
      ],
    },
    {
      key: 'delivery',
      title: both('Delivery', 'التوصيل'),
      entries: [{ question: both('Q3', 'س3'), answer: both('A3', 'ج3') }],
    },
  ],
};

const sent = (draft: ReturnType<typeof draftOf>) => {
  const made = bodyOf(faq, draft);
  if (!('body' in made)) throw new Error(`problems: ${JSON.stringify(made.problems)}`);
  return staffFaqBodySchema.parse(made.body);
};

describe("the FAQ form's draft", () => {
  it('sends the FAQ as loaded, from its version, and the contract accepts it', () => {
    expect(sent(draftOf(faq))).toEqual(faq);
  });

  it('moves a question up and a group down, and sends the texts trimmed', () => {
    let draft = movingEntry(draftOf(faq), 0, 1, -1);
    draft = movingGroup(draft, 0, 1);
    draft = withText(draft, { group: 1, entry: 0, field: 'answer', language: 'ar' }, '  جواب جديد  ');
    const body = sent(draft);
    expect(body.groups.map((group) => group.key)).toEqual(['delivery', 'order']);
    expect(body.groups[1]?.entries.map((entry) => entry.question.en)).toEqual(['Q2', 'Q1']);
    expect(body.groups[1]?.entries[0]?.answer).toEqual({ en: 'A2\nmore', ar: 'جواب جديد' });
  });

  it('leaves the order as it is when a move would leave the list', () => {
    const draft = draftOf(faq);
    expect(movingEntry(draft, 0, 0, -1)).toEqual(draft);
    expect(movingGroup(draft, 1, 1)).toEqual(draft);
  });

  it('adds a group whose key comes from its English title, unique among the keys', () => {
    let draft = withGroup(draftOf(faq));
    const title = { group: 2, field: 'title' } as const;
    draft = withText(draft, { ...title, language: 'en' }, 'Delivery');
    draft = withText(draft, { ...title, language: 'ar' }, 'التوصيل ٢');
    for (const [field, language, value] of [
      ['question', 'en', 'Q'],
      ['question', 'ar', 'س'],
      ['answer', 'en', 'A'],
      ['answer', 'ar', 'ج'],
    ] as const)
      draft = withText(draft, { group: 2, entry: 0, field, language }, value);
    expect(sent(draft).groups[2]?.key).toBe('delivery-2');
    expect(faqKeyOf('  Gift boxes & more! ')).toBe('gift-boxes-more');
    expect(faqKeyOf('٢ هدايا')).toBe('');
  });

  it('names each missing text, a title without Latin letters and an empty group at its path', () => {
    let draft = withGroup(draftOf(faq));
    draft = withText(draft, { group: 2, field: 'title', language: 'en' }, 'هدايا');
    draft = withText(draft, { group: 0, entry: 1, field: 'answer', language: 'ar' }, '  ');
    draft = withoutEntry(draft, 1, 0);
    expect(bodyOf(faq, draft)).toEqual({
      problems: {
        'groups.0.entries.1.answer.ar': 'required',
        'groups.1.entries': 'noQuestions',
        'groups.2.title.en': 'titleLatin',
        'groups.2.title.ar': 'required',
        'groups.2.entries.0.question.en': 'required',
        'groups.2.entries.0.question.ar': 'required',
        'groups.2.entries.0.answer.en': 'required',
        'groups.2.entries.0.answer.ar': 'required',
      },
    });
    expect(bodyOf(faq, withoutGroup(withoutGroup(draftOf(faq), 0), 0))).toEqual({ problems: { groups: 'noGroups' } });
  });

  it('gives every added group and question an id of its own', () => {
    const draft = withEntry(withGroup(draftOf(faq)), 0);
    const ids = draft.groups.flatMap((group) => [group.id, ...group.entries.map((entry) => entry.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(textOf(draft, { group: 0, entry: 2, field: 'question', language: 'en' })).toBe('');
  });
});
