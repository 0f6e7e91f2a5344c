import { isCalendarDate, isIsoWeek } from '@juicyin/domain';
import { z } from 'zod';
import { localizedTextSchema, slugSchema } from '../common/schemas.ts';

// The specials as staff choose them on a calendar (issue 21): Special of Today for each Riyadh day
// (period '2026-11-22') and Special of the week for each ISO week (period '2026-W48'). A period
// holds a few products, as the home page's section and the /special page list them.

/** The most days one calendar read covers: a month's grid (six weeks) with room to spare. */
export const MAX_SPECIALS_RANGE_DAYS = 62;
/** The most products a day or a week may feature: the home page's section shows eight. */
export const MAX_SPECIAL_PRODUCTS = 12;

const calendarDate = z
  .string()
  .refine(isCalendarDate, 'A date such as 2026-11-22')
  .describe('A Riyadh calendar date, YYYY-MM-DD');
const isoWeek = z.string().describe('An ISO 8601 week (Monday to Sunday), YYYY-Www');

export const staffSpecialsQuerySchema = z
  .strictObject({ from: calendarDate, to: calendarDate })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'On or after the first day' })
  .refine(
    (range) =>
      !isCalendarDate(range.from) ||
      !isCalendarDate(range.to) ||
      (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_SPECIALS_RANGE_DAYS,
    { path: ['to'], message: `At most ${String(MAX_SPECIALS_RANGE_DAYS)} days` },
  );
export type StaffSpecialsQuery = z.input<typeof staffSpecialsQuerySchema>;

export const specialPeriodParamsSchema = z.strictObject({
  period: z
    .string()
    .refine(
      (period) => isCalendarDate(period) || isIsoWeek(period),
      'A date such as 2026-11-22 or an ISO week such as 2026-W48',
    )
    .describe('A Riyadh date (Special of Today) or an ISO week (Special of the week)'),
});

export const staffSpecialProductSchema = z.object({ slug: z.string(), name: localizedTextSchema });
export type StaffSpecialProduct = z.output<typeof staffSpecialProductSchema>;

export const staffSpecialSchema = z.object({
  kind: z.enum(['day', 'week']),
  period: z.string().describe('YYYY-MM-DD for a day, YYYY-Www for an ISO week'),
  products: z.array(staffSpecialProductSchema).describe('Empty when the period has no special'),
  editable: z.boolean().describe('False for a day or week that is over: what was special stays on record'),
});
export type StaffSpecial = z.output<typeof staffSpecialSchema>;

export const staffSpecialsSchema = z.object({
  today: calendarDate.describe("Riyadh's date now"),
  thisWeek: isoWeek.describe("Riyadh's ISO week now"),
  days: z.array(staffSpecialSchema.extend({ week: isoWeek })).describe('Every day of the range, in order'),
  weeks: z.array(staffSpecialSchema.extend({ monday: calendarDate })).describe('Every ISO week touching the range'),
});
export type StaffSpecials = z.output<typeof staffSpecialsSchema>;

export const staffSpecialBodySchema = z.strictObject({
  productSlugs: z
    .array(slugSchema)
    .min(1, 'Choose at least one product (or clear the special)')
    .max(MAX_SPECIAL_PRODUCTS, `At most ${String(MAX_SPECIAL_PRODUCTS)} products`)
    .refine((slugs) => new Set(slugs).size === slugs.length, 'Each product once'),
});
export type StaffSpecialBody = z.input<typeof staffSpecialBodySchema>;
