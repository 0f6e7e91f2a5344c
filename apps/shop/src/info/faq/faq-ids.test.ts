import { describe, expect, it } from 'vitest';
import { faqWithIds } from './faq-ids.ts';

const entry = (en: string) => ({ question: { en, ar: 'سؤال' }, answer: { en: 'Answer.', ar: 'جواب.' } });

describe('faqWithIds', () => {
  it('names each question by its English words, so a link to it lasts while the words do', () => {
    const [group] = faqWithIds({
      groups: [
        { key: 'delivery', title: { en: 'Delivery', ar: 'التوصيل' }, entries: [entry('Where do you deliver?')] },
      ],
    });
    expect(group?.questions.map((question) => question.id)).toEqual(['where-do-you-deliver']);
  });

  it('tells two questions with the same words apart, across groups too', () => {
    const groups = faqWithIds({
      groups: [
        { key: 'order', title: { en: 'Order', ar: 'الطلب' }, entries: [entry('Can I change it?')] },
        {
          key: 'returns',
          title: { en: 'Returns', ar: 'الإرجاع' },
          entries: [entry('Can I change it?'), entry('Can I change it!')],
        },
      ],
    });
    expect(groups.flatMap((group) => group.questions.map((question) => question.id))).toEqual([
      'can-i-change-it',
      'can-i-change-it-2',
      'can-i-change-it-3',
    ]);
  });

  it('falls back to the group and place for a question without Latin letters', () => {
    const [group] = faqWithIds({
      groups: [{ key: 'other', title: { en: 'Other', ar: 'أخرى' }, entries: [entry('؟؟'), entry('…')] }],
    });
    expect(group?.questions.map((question) => question.id)).toEqual(['other-1', 'other-2']);
  });
});
