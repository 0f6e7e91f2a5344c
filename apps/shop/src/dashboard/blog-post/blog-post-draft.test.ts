import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, emptyDraft, paragraphsOf, timeOf } from './blog-post-draft.ts';

describe('the blog post form draft', () => {
  it('reads the body as paragraphs separated by empty lines, trimmed, with empty ones dropped', () => {
    expect(paragraphsOf('One line\ncontinued.\n\n  Two.  \n \n\n\nThree.')).toEqual([
      'One line\ncontinued.',
      'Two.',
      'Three.',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
  });

  it('reads a time of day in Latin or Arabic-Indic digits, refusing one that is not', () => {
    expect(timeOf('9:05')).toBe('09:05');
    expect(timeOf('٠٩:٣٠')).toBe('09:30');
    expect(timeOf('24:00')).toBeNull();
    expect(timeOf('noon')).toBeNull();
  });

  it('sends a draft with no publish time, and a publish day and time as Riyadh time', () => {
    const draft = { ...emptyDraft, slug: ' summer ', titleEn: 'Summer', bodyEn: 'A.\n\nB.' };
    expect(bodyOf(draft)).toMatchObject({ body: { slug: 'summer', publishedAt: null, body: { en: ['A.', 'B.'] } } });
    expect(bodyOf({ ...draft, publish: 'at', day: '2026-12-01', time: '07:30' })).toMatchObject({
      body: { publishedAt: '2026-12-01T07:30:00+03:00' },
    });
    expect(bodyOf({ ...draft, publish: 'at', day: '' })).toEqual({ problems: { publishedAt: 'required' } });
    expect(bodyOf({ ...draft, publish: 'at', day: '2026-12-01', time: '7' })).toEqual({
      problems: { publishedAt: 'time' },
    });
  });

  it('opens a post at its Riyadh day and time, its paragraphs one empty line apart', () => {
    const draft = draftOf({
      slug: 'late',
      title: { en: 'Late', ar: 'متأخر' },
      excerpt: { en: 'E', ar: 'م' },
      body: { en: ['A.', 'B.'], ar: ['أ.'] },
      author: 'Noura',
      publishedAt: '2026-11-30T22:15:00.000Z',
      status: 'scheduled',
      featured: true,
      ofTheWeek: false,
      image: '/api/images/blog/late.svg',
      imageAlt: null,
      version: 2,
    });
    expect(draft).toMatchObject({ publish: 'at', day: '2026-12-01', time: '01:15', bodyEn: 'A.\n\nB.' });
  });
});
