import { z } from 'zod';
import { paragraphText, shortText } from '../common/schemas.ts';
import { faqSchema } from '../content/schemas.ts';

// The FAQ as staff edit it (issue 21): one document — its groups in order, each with its title and
// its questions in order, every text in English and Arabic — replaced whole from the version it was
// opened at.

/** The most groups the FAQ may have, and the most questions in one group. */
export const MAX_FAQ_GROUPS = 30;
export const MAX_FAQ_ENTRIES = 50;
/** The longest a group's title, a question and an answer may be (characters). */
export const MAX_FAQ_TITLE = 80;
export const MAX_FAQ_QUESTION = 200;
export const MAX_FAQ_ANSWER = 2000;

export const FAQ_KEY_MESSAGE = 'Lower-case Latin letters, digits and hyphens, starting with a letter, e.g. delivery';

export const staffFaqSchema = z.object({
  /** Grows by one with every change: a save names the version it was made from. */
  version: z.int().min(1),
  groups: faqSchema.shape.groups,
});
export type StaffFaq = z.output<typeof staffFaqSchema>;

/** A group's key: the shop's anchor for it (`/faq#delivery`); a new group's is made from its English title. */
export const faqKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, FAQ_KEY_MESSAGE);

const line = (max: number) => z.strictObject({ en: shortText(max), ar: shortText(max) });
const paragraph = (max: number) => z.strictObject({ en: paragraphText(max), ar: paragraphText(max) });

export const staffFaqBodySchema = z.strictObject({
  version: z.int().min(1).describe('The version the changes were made from (from the FAQ as it was opened)'),
  groups: z
    .array(
      z.strictObject({
        key: faqKeySchema,
        title: line(MAX_FAQ_TITLE),
        entries: z
          .array(z.strictObject({ question: line(MAX_FAQ_QUESTION), answer: paragraph(MAX_FAQ_ANSWER) }))
          .min(1, 'At least one question in each group')
          .max(MAX_FAQ_ENTRIES, `At most ${String(MAX_FAQ_ENTRIES)} questions in a group`),
      }),
    )
    .min(1, 'At least one group')
    .max(MAX_FAQ_GROUPS, `At most ${String(MAX_FAQ_GROUPS)} groups`)
    .superRefine((groups, context) => {
      const seen = new Set<string>();
      for (const [index, group] of groups.entries()) {
        if (seen.has(group.key)) {
          context.addIssue({ code: 'custom', path: [index, 'key'], message: 'Each group once: this key is taken' });
        }
        seen.add(group.key);
      }
    }),
});
export type StaffFaqBody = z.input<typeof staffFaqBodySchema>;
