import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

/** Text in both shop languages; the shop shows the active one. */
export const localizedTextSchema = z.object({ en: z.string(), ar: z.string() });
export type LocalizedText = z.output<typeof localizedTextSchema>;

/** An amount of money in halalas (1 SAR = 100 halalas): a non-negative integer. */
export const halalasSchema = z.int().nonnegative().describe('Amount in halalas (1 SAR = 100 halalas)');

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

export const skuSchema = z
  .string()
  .min(3)
  .max(40)
  .regex(/^[A-Z0-9-]+$/, 'A SKU is upper-case letters, digits and hyphens');

export const idSchema = z.uuid();

/** For endpoints answering 204 No Content. */
export const noContentSchema = z.undefined();

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
};

export const localeSchema = z.enum(['en', 'ar']);
export type Locale = z.output<typeof localeSchema>;

/** Trimmed one-line text of bounded length, for names and short fields. */
export function shortText(max: number) {
  return lineText().trim().min(1, 'Required').max(max, `At most ${max} characters`);
}

/** Trimmed text of bounded length that may run over several lines (messages, enquiries). */
export function paragraphText(max: number) {
  return multilineText().trim().min(1, 'Required').max(max, `At most ${max} characters`);
}

/**
 * A string read by one of the domain's normalisers (a mobile number, a postal code): its stored
 * form, or the field's message when the normaliser refuses it.
 */
export function normalizedText(normalize: (value: string) => string | null, message: string, max = 20) {
  return z
    .string()
    .max(max)
    .transform((value, context) => {
      const result = normalize(value);
      if (result === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return result;
    });
}
