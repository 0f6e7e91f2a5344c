import type { StaffSpecialProduct } from '../staff/specials-schemas.ts';
import { staffCatalogueFixtures } from './staff-catalogue-fixtures.ts';

/*
 * The specials calendar's stories' data: "today" is Sunday 22 November 2026 in Riyadh (the
 * dashboard stories' clock), so the week 2026-W47 (16–22 November) is this week and 2026-W48 the
 * next. Some days around it have specials, some none; products from the staff catalogue's fixtures.
 */

export const SPECIALS_TODAY = '2026-11-22';

const product = (slug: string): StaffSpecialProduct => {
  const found = staffCatalogueFixtures.products.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No staff catalogue fixture ${slug}`);
  return { slug: found.slug, name: found.name };
};

const [orange, mango, detox] = staffCatalogueFixtures.products.map((candidate) => candidate.slug);

/** The specials by period: days ('2026-11-22') and ISO weeks ('2026-W47'), a few products each. */
export const staffSpecialsStart: Readonly<Record<string, readonly StaffSpecialProduct[]>> = {
  '2026-11-20': [product('fresh-apple-juice')],
  '2026-11-21': [product('mint-herb-juice'), product('date-smoothie')],
  '2026-11-22': [product(orange ?? ''), product(mango ?? '')],
  '2026-11-23': [product('fresh-grape-juice')],
  '2026-11-25': [product(detox ?? ''), product('carrot-vegetable-juice')],
  '2026-11-28': [product('pistachio-ice-cream')],
  '2026-W46': [product('turmeric-detox')],
  '2026-W47': [product('fresh-pomegranate-juice'), product('avocado-smoothie')],
  '2026-W48': [product('ginger-herb-juice')],
};
