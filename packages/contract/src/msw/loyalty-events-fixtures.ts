import type { StaffLoyaltyEvent } from '../staff/loyalty-events-schemas.ts';
import { SPECIALS_TODAY } from './specials-fixtures.ts';

/*
 * The loyalty events screen's stories' data: "today" is Sunday 22 November 2026 in Riyadh (the
 * dashboard stories' clock). 2026 has a Gold Bonus Points Event in March and one for every tier
 * running now, so Gold has none left; a Diamond Super Saver day in June (20 % off) is over and a
 * Gold one in December (SAR 10 off orders of SAR 50) is scheduled. 2027 has nothing yet.
 */

export const LOYALTY_EVENTS_TODAY = SPECIALS_TODAY;

const window = (
  id: number,
  kind: StaffLoyaltyEvent['kind'],
  tier: StaffLoyaltyEvent['tier'],
  startDate: string,
  endDate: string,
  name: StaffLoyaltyEvent['name'],
  state: StaffLoyaltyEvent['state'],
  coupon: StaffLoyaltyEvent['coupon'] = null,
): StaffLoyaltyEvent => ({
  id,
  kind,
  name,
  tier,
  startDate,
  endDate,
  startsAt: new Date(Date.parse(`${startDate}T00:00:00+03:00`)).toISOString(),
  endsAt: new Date(Date.parse(`${endDate}T00:00:00+03:00`) + 86_400_000).toISOString(),
  state,
  version: 1,
  coupon,
});

export const staffLoyaltyEventsStart: readonly StaffLoyaltyEvent[] = [
  window(
    1,
    'bonus-points',
    'gold',
    '2026-03-01',
    '2026-03-03',
    { en: 'Ramadan double points', ar: 'نقاط رمضان المضاعفة' },
    'past',
  ),
  window(
    2,
    'super-saver',
    'diamond',
    '2026-06-10',
    '2026-06-10',
    { en: 'Summer Super Saver', ar: 'يوم التوفير الصيفي' },
    'past',
    { code: 'SAVER-DIAMOND-2', kind: 'percent', value: 20, minSubTotal: 0 },
  ),
  window(
    3,
    'bonus-points',
    null,
    '2026-11-20',
    '2026-11-23',
    { en: 'National week bonus', ar: 'مكافأة الأسبوع الوطني' },
    'running',
  ),
  window(
    4,
    'super-saver',
    'gold',
    '2026-12-10',
    '2026-12-12',
    { en: 'Year-end Super Saver', ar: 'توفير نهاية العام' },
    'scheduled',
    { code: 'SAVER-GOLD-4', kind: 'fixed', value: 1000, minSubTotal: 5000 },
  ),
];
