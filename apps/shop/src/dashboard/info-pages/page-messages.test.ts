import { PAGE_SECTION_ID_MESSAGE } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import { apiMessage, shownAt } from './page-messages.ts';

describe("the information page form's reading of the API's field messages", () => {
  it('shows a paragraph’s message at its language’s paragraphs field, numbered from 1', () => {
    expect(shownAt('intro.ar.0', 2)).toEqual({ field: 'intro.ar', paragraph: 1 });
    expect(shownAt('sections.1.paragraphs.en.3', 2)).toEqual({ field: 'sections.1.paragraphs.en', paragraph: 4 });
    expect(shownAt('sections.1.paragraphs.en', 2)).toEqual({ field: 'sections.1.paragraphs.en' });
  });

  it('shows an anchor’s message at the English heading it is made from, and nothing for a section the form no longer has', () => {
    expect(shownAt('sections.0.id', 2)).toEqual({ field: 'sections.0.heading.en' });
    expect(shownAt('title.ar', 2)).toEqual({ field: 'title.ar' });
    expect(shownAt('sections', 0)).toEqual({ field: 'sections' });
    expect(shownAt('sections.2.heading.en', 2)).toBeNull();
    expect(shownAt('version', 2)).toBeNull();
  });

  it("says the contract's messages in the page's words, with their numbers, and any other as the API wrote it", () => {
    expect(apiMessage('Required')).toEqual({ key: 'dashboard.pages.problem.required' });
    expect(apiMessage(PAGE_SECTION_ID_MESSAGE)).toEqual({ key: 'dashboard.pages.problem.headingLatin' });
    expect(apiMessage('Each section once: this anchor is taken')).toEqual({
      key: 'dashboard.pages.problem.anchorTaken',
    });
    expect(apiMessage('At most 2000 characters')).toEqual({
      key: 'dashboard.pages.problem.tooLong',
      values: { max: 2000 },
    });
    expect(apiMessage('At most 40 sections')).toEqual({ key: 'dashboard.pages.problem.tooMany', values: { max: 40 } });
    expect(apiMessage('Something new')).toEqual({ text: 'Something new' });
  });
});
