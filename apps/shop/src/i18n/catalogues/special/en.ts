/** The English messages of Special of Today (`/special`), loaded with it (see `../../messages.ts`). */
export const specialEn = {
  'special.pageTitle': 'Special of Today — Juicyin',
  'special.pageDescription': "Today's specials at Juicyin.",
  'special.kinds': 'Kinds of specials',
  'special.kind.all': 'All specials',
  'special.kind.fruit-juice': 'Fruit Juice',
  'special.kind.vegetable-juice': 'Vegetable Juice',
  'special.kind.smoothies': 'Smoothies Juice',
  'special.kind.herb-juice': 'Herbs Juice',
  'special.count': '{count, plural, =0 {No specials} one {# special today} other {# specials today}}',
  'special.empty.title': 'No specials of this kind today',
  'special.empty.description': 'See all of today’s specials, or come back tomorrow for new ones.',
  'special.empty.action': 'All specials',
  'special.topSelling': 'Top selling juice',
  'special.alsoBought': 'Customer also Shopped for',
} as const;

export type SpecialMessageKey = keyof typeof specialEn;
