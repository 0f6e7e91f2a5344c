import { z } from 'zod';
import { localizedTextSchema, slugSchema } from '../common/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The shop's information pages: their text is store content (seeded, editable data), served in
 * both languages. Each slug is also the page's address (`routePaths`).
 */
export const INFO_PAGE_SLUGS = [
  'how-to-order',
  'terms-conditions',
  'privacy-policy',
  'copyright',
  'security-policy',
  'about-us',
  'careers',
  'warranty-policy',
  'sell-with-us',
  'terms-of-use',
  'terms-of-sale',
] as const;
export const infoPageSlugSchema = z.enum(INFO_PAGE_SLUGS);
export type InfoPageSlug = z.output<typeof infoPageSlugSchema>;

const paragraphsSchema = z
  .object({ en: z.array(z.string()), ar: z.array(z.string()) })
  .describe('Plain-text paragraphs: render each as text, never as HTML');

export const infoPageSectionSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .describe("The section's anchor on the page (`#id`), for the table of contents"),
  heading: localizedTextSchema,
  paragraphs: paragraphsSchema,
});
export type InfoPageSection = z.output<typeof infoPageSectionSchema>;

export const infoPageSchema = z.object({
  slug: infoPageSlugSchema,
  title: localizedTextSchema,
  intro: paragraphsSchema,
  layout: z
    .enum(['sections', 'numbered', 'steps'])
    .describe("'numbered': sections numbered 1, 2, …; 'steps': the sections are the steps of an ordered list"),
  sections: z.array(infoPageSectionSchema),
  updatedAt: z.iso.datetime(),
});
export type InfoPage = z.output<typeof infoPageSchema>;

export const getInfoPage = defineEndpoint({
  id: 'getInfoPage',
  method: 'GET',
  path: '/api/pages/:slug',
  tag: 'content',
  summary: 'An information page (terms, privacy, how to order, …): title, intro and sections in both languages',
  // Any well-formed slug: one that names no page is a 404, like an unknown post's.
  params: z.strictObject({ slug: slugSchema.describe(`One of ${INFO_PAGE_SLUGS.join(', ')}`) }),
  response: infoPageSchema,
  errors: [{ status: 404, code: 'not_found', description: 'No page has this slug' }],
});
