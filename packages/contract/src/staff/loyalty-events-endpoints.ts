import { defineEndpoint } from '../endpoint.ts';
import {
  staffLoyaltyEventCreateBodySchema,
  staffLoyaltyEventHeadersSchema,
  staffLoyaltyEventParamsSchema,
  staffLoyaltyEventSchema,
  staffLoyaltyEventsQuerySchema,
  staffLoyaltyEventsSchema,
  staffLoyaltyEventUpdateBodySchema,
} from './loyalty-events-schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such window');

/** The schedule's refusals, as every write can meet them. */
const scheduleRefusals = [
  { status: 422, code: 'ends_before_start', description: 'The last day is before the first' },
  {
    status: 422,
    code: 'window_crosses_year',
    description: 'The window runs into the next year: end it by 31 December',
  },
  { status: 422, code: 'starts_in_past', description: 'The first day is before today (Riyadh)' },
  { status: 422, code: 'silver_not_eligible', description: 'Silver gets no Bonus Points Events or Super Saver days' },
  {
    status: 422,
    code: 'tier_year_limit',
    description:
      'The tier has no window of this kind left in the year (Gold 2, Diamond 3; one for every tier counts for both)',
  },
  {
    status: 422,
    code: 'windows_overlap',
    description: 'A window of the same kind for the same tier shares a day with it',
  },
] as const;

export const listStaffLoyaltyEvents = defineEndpoint({
  id: 'listStaffLoyaltyEvents',
  method: 'GET',
  path: '/api/staff/loyalty-events',
  tag: 'staff',
  staff: true,
  summary: "Staff: a year's Bonus Points Events and Super Saver days, with each tier's allowance left",
  query: staffLoyaltyEventsQuerySchema,
  response: staffLoyaltyEventsSchema,
  errors: [hidden],
});

export const createStaffLoyaltyEvent = defineEndpoint({
  id: 'createStaffLoyaltyEvent',
  method: 'POST',
  path: '/api/staff/loyalty-events',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: schedule a Bonus Points Event (for a tier, or Gold and Diamond both) or a Super Saver window (for one ' +
    "tier, with its coupon's discount: the coupon is made with the window, valid exactly over it, for its tier, " +
    'once per shopper, and listed in My Coupons of the tier while the window is upcoming or running). Requires an ' +
    'Idempotency-Key header: a double submit answers the window the first one created instead of creating two.',
  headers: staffLoyaltyEventHeadersSchema,
  body: staffLoyaltyEventCreateBodySchema,
  response: staffLoyaltyEventSchema,
  successStatus: 201,
  errors: [
    hidden,
    { status: 400, code: 'idempotency_key_missing', description: 'The Idempotency-Key header is missing or malformed' },
    {
      status: 409,
      code: 'idempotency_in_flight',
      description: 'A request with this key is still being processed; nothing was changed',
    },
    { status: 422, code: 'idempotency_key_reused', description: 'The key was used with a different body' },
    { status: 409, code: 'coupon_code_taken', description: 'The chosen coupon code is taken (at coupon.code)' },
    ...scheduleRefusals,
  ],
});

export const updateStaffLoyaltyEvent = defineEndpoint({
  id: 'updateStaffLoyaltyEvent',
  method: 'PUT',
  path: '/api/staff/loyalty-events/:id',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: change a window that has not started, from the version it was read at; a Super Saver window’s coupon ' +
    'follows its dates, tier and discount (made when it becomes one, removed when it stops being one)',
  params: staffLoyaltyEventParamsSchema,
  body: staffLoyaltyEventUpdateBodySchema,
  response: staffLoyaltyEventSchema,
  errors: [
    hidden,
    { status: 409, code: 'version_conflict', description: 'Someone changed the window since it was read' },
    { status: 422, code: 'window_started', description: 'The window has started or is over: it stays as it is' },
    ...scheduleRefusals,
  ],
});

export const deleteStaffLoyaltyEvent = defineEndpoint({
  id: 'deleteStaffLoyaltyEvent',
  method: 'DELETE',
  path: '/api/staff/loyalty-events/:id',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: remove a window that has not started (its allowance is given back, a Super Saver window’s coupon is ' +
    'removed with it); answers the removed window',
  params: staffLoyaltyEventParamsSchema,
  response: staffLoyaltyEventSchema,
  errors: [
    hidden,
    { status: 422, code: 'window_started', description: 'The window has started or is over: it stays on record' },
  ],
});
