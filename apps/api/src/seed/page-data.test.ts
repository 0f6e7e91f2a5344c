import { INFO_PAGE_SLUGS, infoPageSchema } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import { infoPageSeeds } from './page-data.ts';

const PRIVACY_SECTIONS_IN_SPEC_ORDER = [
  'shopping',
  'cookies-and-similar-technologies',
  'ordering-and-user-account',
  'web-analytics',
  'advertising-activities',
];

function seedOf(slug: string) {
  const seed = infoPageSeeds.find((page) => page.slug === slug);
  if (!seed) throw new Error(`no seed for ${slug}`);
  return seed;
}

function allParagraphs(slug: string): string[] {
  const seed = seedOf(slug);
  return [
    seed.title.en,
    seed.title.ar,
    ...seed.intro.en,
    ...seed.intro.ar,
    ...seed.sections.flatMap((section) => [
      section.heading.en,
      section.heading.ar,
      ...section.paragraphs.en,
      ...section.paragraphs.ar,
    ]),
  ];
}

describe('the information pages seeded on first start', () => {
  it('has exactly one page for every slug the contract knows, and no other', () => {
    const slugs = infoPageSeeds.map((page) => page.slug);
    expect([...slugs].sort()).toEqual([...INFO_PAGE_SLUGS].sort());
  });

  describe.each(INFO_PAGE_SLUGS)('%s', (slug) => {
    it('is a valid information page as the API serves it', () => {
      const parsed = infoPageSchema.safeParse({ ...seedOf(slug), updatedAt: '2026-11-24T09:00:00.000Z' });
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('has one or two intro paragraphs and three to eight sections, each with unique id', () => {
      const seed = seedOf(slug);
      expect(seed.intro.en.length).toBeGreaterThanOrEqual(1);
      expect(seed.intro.en.length).toBeLessThanOrEqual(2);
      expect(seed.sections.length).toBeGreaterThanOrEqual(3);
      expect(seed.sections.length).toBeLessThanOrEqual(8);
      const ids = seed.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('says as many paragraphs in Arabic as in English, one to four per section', () => {
      const seed = seedOf(slug);
      expect(seed.intro.ar.length).toBe(seed.intro.en.length);
      for (const section of seed.sections) {
        expect(section.paragraphs.ar.length, section.id).toBe(section.paragraphs.en.length);
        expect(section.paragraphs.en.length, section.id).toBeGreaterThanOrEqual(1);
        expect(section.paragraphs.en.length, section.id).toBeLessThanOrEqual(4);
      }
    });

    it('is plain text: no markup and no empty text', () => {
      for (const text of allParagraphs(slug)) {
        expect(text).not.toContain('<');
        expect(text).not.toMatch(/\*\*|^#|\]\(/);
        expect(text.trim()).not.toBe('');
      }
    });

    it('writes its Arabic text in Arabic', () => {
      const seed = seedOf(slug);
      const arabic = /[\u0600-\u06FF]/;
      expect(seed.title.ar).toMatch(arabic);
      for (const text of [...seed.intro.ar, ...seed.sections.flatMap((s) => [s.heading.ar, ...s.paragraphs.ar])]) {
        expect(text).toMatch(arabic);
      }
    });
  });

  it('numbers the privacy policy in the five sections the spec lists, in its order', () => {
    const privacy = seedOf('privacy-policy');
    expect(privacy.layout).toBe('numbered');
    expect(privacy.sections.map((section) => section.id)).toEqual(PRIVACY_SECTIONS_IN_SPEC_ORDER);
  });

  it('lays out how to order as steps, opening with the sentence the spec gives', () => {
    const howTo = seedOf('how-to-order');
    expect(howTo.layout).toBe('steps');
    expect(howTo.intro.en[0]).toBe('We make the purchase easier for you. Just follow the steps as below.');
  });

  it('gives the security policy and the copyright notice the sections the spec names', () => {
    expect(seedOf('security-policy').sections.map((s) => s.id)).toEqual([
      'login-details',
      'payment-security',
      'phishing-and-fraud-alert',
      'privacy-terms',
    ]);
    expect(seedOf('copyright').sections.map((s) => s.id)).toEqual([
      'copyright-notice',
      'copyright-announcement',
      'trademark-announcement',
      'disclaimer',
    ]);
    expect(seedOf('terms-conditions').sections[0]?.id).toBe('our-commitment');
  });
});
