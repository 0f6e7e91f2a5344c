import { z } from 'zod';
import { paragraphText, shortText, slugSchema } from '../common/schemas.ts';
import { infoPageSchema, infoPageSlugSchema } from '../content/pages.ts';

// The information pages as staff edit them (issue 21): each page one document — its title, its
// intro's paragraphs and its sections in order (a heading and paragraphs), every text in English
// and Arabic — replaced whole from the version it was opened at. The layout is not staff's to change.

/** The most intro paragraphs, sections, and paragraphs in one section a page may have (in each language). */
export const MAX_PAGE_INTRO_PARAGRAPHS = 10;
export const MAX_PAGE_SECTIONS = 40;
export const MAX_PAGE_SECTION_PARAGRAPHS = 20;
/** The longest a page's title, a section's heading and a paragraph may be (characters). */
export const MAX_PAGE_TITLE = 120;
export const MAX_PAGE_HEADING = 160;
export const MAX_PAGE_PARAGRAPH = 2000;

export const PAGE_SECTION_ID_MESSAGE =
  'Lower-case Latin letters and digits in words joined by hyphens, e.g. delivery-times';

/** A page as staff edit it: the page as the shop shows it, with its version. */
export const staffInfoPageSchema = infoPageSchema.extend({
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
});
export type StaffInfoPage = z.output<typeof staffInfoPageSchema>;

/** One line of the pages' list: which page, its title, when it last changed and its version. */
export const staffInfoPageSummarySchema = staffInfoPageSchema.pick({
  slug: true,
  title: true,
  updatedAt: true,
  version: true,
});
export type StaffInfoPageSummary = z.output<typeof staffInfoPageSummarySchema>;

export const staffInfoPageListSchema = z.object({ pages: z.array(staffInfoPageSummarySchema) });
export type StaffInfoPageList = z.output<typeof staffInfoPageListSchema>;

/** Any well-formed slug: one that names no page is a 404, as on the shop's own page endpoint. */
export const staffInfoPageParamsSchema = z.strictObject({
  slug: slugSchema.describe(`One of ${infoPageSlugSchema.options.join(', ')}`),
});

/** A section's anchor on the page (`#delivery-times`); a new section's is made from its English heading. */
export const pageSectionIdSchema = z
  .string()
  .max(60, 'At most 60 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PAGE_SECTION_ID_MESSAGE);

const line = (max: number) => z.strictObject({ en: shortText(max), ar: shortText(max) });
const paragraphs = (min: number, max: number) => {
  const list = z
    .array(paragraphText(MAX_PAGE_PARAGRAPH))
    .max(max, `At most ${String(max)} paragraphs`)
    .describe('Plain-text paragraphs, in order');
  const bounded = min > 0 ? list.min(min, 'At least one paragraph') : list;
  return z.strictObject({ en: bounded, ar: bounded });
};

export const staffInfoPageBodySchema = z.strictObject({
  version: z.int().min(1).describe('The version the changes were made from (from the page as it was opened)'),
  title: line(MAX_PAGE_TITLE),
  intro: paragraphs(0, MAX_PAGE_INTRO_PARAGRAPHS),
  sections: z
    .array(
      z.strictObject({
        id: pageSectionIdSchema,
        heading: line(MAX_PAGE_HEADING),
        paragraphs: paragraphs(1, MAX_PAGE_SECTION_PARAGRAPHS),
      }),
    )
    .min(1, 'At least one section')
    .max(MAX_PAGE_SECTIONS, `At most ${String(MAX_PAGE_SECTIONS)} sections`)
    .superRefine((sections, context) => {
      const seen = new Set<string>();
      for (const [index, section] of sections.entries()) {
        if (seen.has(section.id)) {
          context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Each section once: this anchor is taken' });
        }
        seen.add(section.id);
      }
    }),
});
export type StaffInfoPageBody = z.input<typeof staffInfoPageBodySchema>;
