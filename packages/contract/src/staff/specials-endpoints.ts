import { defineEndpoint } from '../endpoint.ts';
import { notStaff } from './not-staff.ts';
import {
  specialPeriodParamsSchema,
  staffSpecialBodySchema,
  staffSpecialSchema,
  staffSpecialsQuerySchema,
  staffSpecialsSchema,
} from './specials-schemas.ts';

const hidden = notStaff();
const pastPeriod = {
  status: 422,
  code: 'past_period',
  description: 'The day or week is over: what was special then stays on record',
} as const;

export const listStaffSpecials = defineEndpoint({
  id: 'listStaffSpecials',
  method: 'GET',
  path: '/api/staff/specials',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: Special of Today for every day from `from` to `to` (Riyadh dates) and Special of the week for every ISO week touching them',
  query: staffSpecialsQuerySchema,
  response: staffSpecialsSchema,
  errors: [hidden],
});

export const setStaffSpecial = defineEndpoint({
  id: 'setStaffSpecial',
  method: 'PUT',
  path: '/api/staff/specials/:period',
  tag: 'staff',
  staff: true,
  summary:
    "Staff: choose the products of a day's Special of Today (period 2026-11-22) or a week's Special of the week (period 2026-W48); the same choice again changes nothing",
  params: specialPeriodParamsSchema,
  body: staffSpecialBodySchema,
  response: staffSpecialSchema,
  errors: [
    hidden,
    pastPeriod,
    { status: 422, code: 'unknown_product', description: 'A product the shop does not sell' },
  ],
});

export const clearStaffSpecial = defineEndpoint({
  id: 'clearStaffSpecial',
  method: 'DELETE',
  path: '/api/staff/specials/:period',
  tag: 'staff',
  staff: true,
  summary: 'Staff: a day or a week no longer has a special (clearing one that has none changes nothing)',
  params: specialPeriodParamsSchema,
  response: staffSpecialSchema,
  errors: [hidden, pastPeriod],
});
