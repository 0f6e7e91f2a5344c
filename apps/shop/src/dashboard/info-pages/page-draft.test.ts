import { type StaffInfoPage, staffInfoPageBodySchema } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  bodyOf,
  draftOf,
  movingSection,
  paragraphsOf,
  textOf,
  withoutSection,
  withSection,
  withText,
} from './page-draft.ts';

const both = (en: string, ar: string) => ({ en, ar });
const page: StaffInfoPage = {
  slug: 'terms-conditions',
  title: both('Terms', 'الشروط'),
  intro: { en: ['Read once.', 'They are short.'], ar: ['اقرأها مرة.'] },
  layout: 'numbered',
  sections: [
    { id: 'orders', heading: both('Orders', 'الطلبات'), paragraphs: { en: ['O1', 'O2\nline'], ar: ['ط1'] } },
    { id: 'returns', heading: both('Returns', 'الإرجاع'), paragraphs: { en: ['R1'], ar: ['ر1', 'ر2'] } },
  ],
  updatedAt: '2026-11-01T06:00:00.000Z',
  version: 5,
};

const sent = (draft: ReturnType<typeof draftOf>) => {
  const made = bodyOf(page, draft);
  if (!('body' in made)) throw new Error(`problems: ${JSON.stringify(made.problems)}`);
  return staffInfoPageBodySchema.parse(made.body);
};

describe("the information page form's draft", () => {
  it('sends the page as loaded, from its version, and the contract accepts it', () => {
    const { version, title, intro, sections } = page;
    expect(sent(draftOf(page))).toEqual({ version, title, intro, sections });
  });

  it('shows each language’s paragraphs in one text, a blank line between two, and splits them back', () => {
    const draft = draftOf(page);
    expect(textOf(draft, { field: 'intro', language: 'en' })).toBe('Read once.\n\nThey are short.');
    expect(textOf(draft, { section: 0, field: 'paragraphs', language: 'en' })).toBe('O1\n\nO2\nline');
    expect(paragraphsOf('  one\n \n\n two\nstill two \n\n')).toEqual(['one', 'two\nstill two']);
    expect(paragraphsOf(' \n ')).toEqual([]);
  });

  it('moves a section up, fixes a typo in Arabic, and sends the texts trimmed with the anchors kept', () => {
    let draft = movingSection(draftOf(page), 1, -1);
    draft = withText(draft, { section: 0, field: 'heading', language: 'ar' }, '  الإرجاع والاستبدال ');
    draft = withText(draft, { field: 'title', language: 'en' }, ' Terms & conditions ');
    const body = sent(draft);
    expect(body.sections.map((section) => section.id)).toEqual(['returns', 'orders']);
    expect(body.sections[0]?.heading).toEqual({ en: 'Returns', ar: 'الإرجاع والاستبدال' });
    expect(body.title).toEqual({ en: 'Terms & conditions', ar: 'الشروط' });
  });

  it('leaves the order as it is when a move would leave the list', () => {
    const draft = draftOf(page);
    expect(movingSection(draft, 0, -1)).toEqual(draft);
    expect(movingSection(draft, 1, 1)).toEqual(draft);
  });

  it('gives a new section an anchor from its English heading, unique on the page', () => {
    let draft = withSection(withSection(draftOf(page)));
    for (const section of [2, 3]) {
      draft = withText(draft, { section, field: 'heading', language: 'en' }, 'Orders & Returns!');
      draft = withText(draft, { section, field: 'heading', language: 'ar' }, 'الطلبات والإرجاع');
      draft = withText(draft, { section, field: 'paragraphs', language: 'en' }, 'Text.');
      draft = withText(draft, { section, field: 'paragraphs', language: 'ar' }, 'نص.');
    }
    expect(sent(draft).sections.map((section) => section.id)).toEqual([
      'orders',
      'returns',
      'orders-returns',
      'orders-returns-2',
    ]);
    expect(anchorOf('  2026 prices ')).toBe('2026-prices');
    expect(draft.sections.map((section) => section.id)).toEqual(['section-1', 'section-2', 'section-3', 'section-4']);
  });

  it('names each field that cannot be sent at its body path: empty texts, no paragraphs, a heading without Latin letters, no sections', () => {
    let draft = withSection(draftOf(page));
    draft = withText(draft, { field: 'title', language: 'ar' }, '   ');
    draft = withText(draft, { section: 0, field: 'paragraphs', language: 'ar' }, '\n\n ');
    draft = withText(draft, { section: 2, field: 'heading', language: 'en' }, 'شروط');
    expect(bodyOf(page, draft)).toEqual({
      problems: {
        'title.ar': 'required',
        'sections.0.paragraphs.ar': 'noParagraphs',
        'sections.2.heading.en': 'headingLatin',
        'sections.2.heading.ar': 'required',
        'sections.2.paragraphs.en': 'noParagraphs',
        'sections.2.paragraphs.ar': 'noParagraphs',
      },
    });
    const none = withoutSection(withoutSection(draftOf(page), 0), 0);
    expect(bodyOf(page, none)).toEqual({ problems: { sections: 'noSections' } });
    // The intro may be left empty.
    const noIntro = withText(draftOf(page), { field: 'intro', language: 'en' }, '');
    expect(sent(noIntro).intro).toEqual({ en: [], ar: ['اقرأها مرة.'] });
  });
});
