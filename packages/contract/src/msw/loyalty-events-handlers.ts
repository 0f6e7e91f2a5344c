import { checkEventWindow, eventAllowances, type EventWindow } from '@juicyin/domain';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  createStaffLoyaltyEvent,
  deleteStaffLoyaltyEvent,
  listStaffLoyaltyEvents,
  updateStaffLoyaltyEvent,
} from '../staff/loyalty-events-endpoints.ts';
import {
  type StaffLoyaltyEvent,
  staffLoyaltyEventCreateBodySchema,
  staffLoyaltyEventsQuerySchema,
  staffLoyaltyEventUpdateBodySchema,
} from '../staff/loyalty-events-schemas.ts';
import { LOYALTY_EVENTS_TODAY, staffLoyaltyEventsStart } from './loyalty-events-fixtures.ts';
import { invalidInput, mswPath, refused } from './answers.ts';

/*
 * The loyalty events screen's stories' own little server (state per call), answering as the API
 * does: a year's windows with the allowance left (the domain's count); a create replayed for its
 * Idempotency-Key and refused by the domain's rules (422 with the field to correct), a Super Saver
 * window with its coupon (`SAVER-GOLD-5` unless a code was chosen); a change from its version (409
 * from an older one), the coupon following; a change or removal refused for a window that has started. Bodies the contract refuses answer 400 `invalid_input`.
 */

/** The field each refusal of the rules is shown at, with the API's words. */
const refusalFields: Record<string, Record<string, string>> = {
  ends_before_start: { endDate: 'On or after the first day' },
  window_crosses_year: { endDate: 'In the same year as the first day' },
  starts_in_past: { startDate: 'Today or later' },
  silver_not_eligible: { tier: 'Silver gets none: choose Gold, Diamond or both' },
  tier_year_limit: { tier: 'This tier has none left this year' },
  windows_overlap: { startDate: 'Shares a day with another window of this kind and tier' },
};

const windowOf = (event: StaffLoyaltyEvent): EventWindow => ({ ...event, id: String(event.id) });

/** The instants a window of Riyadh days runs between. */
const instants = (startDate: string, endDate: string) => ({
  startsAt: new Date(Date.parse(`${startDate}T00:00:00+03:00`)).toISOString(),
  endsAt: new Date(Date.parse(`${endDate}T00:00:00+03:00`) + 86_400_000).toISOString(),
});

type CouponAsked = {
  readonly code?: string | undefined;
  readonly kind: 'percent' | 'fixed';
  readonly value: number;
  readonly minSubTotal: number;
} | null;

/** The window's coupon as the API makes it: the code kept (or chosen, or made), the discount as asked. */
const couponOf = (id: number, tier: StaffLoyaltyEvent['tier'], asked: CouponAsked, code?: string) =>
  asked === null
    ? null
    : {
        code: code ?? asked.code ?? `SAVER-${(tier ?? 'all').toUpperCase()}-${String(id)}`,
        kind: asked.kind,
        value: asked.value,
        minSubTotal: asked.minSubTotal,
      };

/** A story's own loyalty events server. */
export function loyaltyEventsServer(start: readonly StaffLoyaltyEvent[] = staffLoyaltyEventsStart): HttpHandler[] {
  let events = structuredClone([...start]);
  const answered = new Map<string, { status: number; body: StaffLoyaltyEvent | { error: Record<string, unknown> } }>();
  return [
    http.get(mswPath(listStaffLoyaltyEvents), ({ request }) => {
      const parsed = staffLoyaltyEventsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalidInput(parsed.error);
      const { year } = parsed.data;
      const inYear = events
        .filter((event) => event.startDate.startsWith(`${String(year)}-`))
        .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
      return HttpResponse.json({
        year,
        today: LOYALTY_EVENTS_TODAY,
        items: inYear,
        allowances: eventAllowances(inYear.map(windowOf), year),
      });
    }),
    http.post(mswPath(createStaffLoyaltyEvent), async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return refused(400, 'idempotency_key_missing', 'Send an Idempotency-Key header');
      const earlier = answered.get(key);
      if (earlier)
        return HttpResponse.json(earlier.body, { status: earlier.status, headers: { 'idempotent-replayed': 'true' } });
      const parsed = staffLoyaltyEventCreateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalidInput(parsed.error);
      const fields = parsed.data;
      const id = Math.max(0, ...events.map((event) => event.id)) + 1;
      const problem = checkEventWindow({ id: String(id), ...fields }, events.map(windowOf), LOYALTY_EVENTS_TODAY);
      if (problem) {
        const body = { error: { code: problem.code, message: problem.code, fields: refusalFields[problem.code] } };
        answered.set(key, { status: 422, body });
        return HttpResponse.json(body, { status: 422 });
      }
      const created: StaffLoyaltyEvent = {
        id,
        ...fields,
        ...instants(fields.startDate, fields.endDate),
        state: fields.startDate === LOYALTY_EVENTS_TODAY ? 'running' : 'scheduled',
        version: 1,
        coupon: couponOf(id, fields.tier, fields.coupon),
      };
      events = [...events, created];
      answered.set(key, { status: 201, body: created });
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(mswPath(updateStaffLoyaltyEvent), async ({ params, request }) => {
      const event = events.find((candidate) => candidate.id === Number(params['id']));
      if (!event) return refused(404, 'not_found', 'Not signed in as staff, or no such window');
      const parsed = staffLoyaltyEventUpdateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalidInput(parsed.error);
      const { version, ...fields } = parsed.data;
      if (event.state !== 'scheduled') {
        return refused(422, 'window_started', 'The window has started or is over: it stays as it is');
      }
      if (version !== event.version) {
        return refused(409, 'version_conflict', 'Someone else changed this window since you read it');
      }
      const others = events.filter((other) => other !== event).map(windowOf);
      const problem = checkEventWindow({ id: String(event.id), ...fields }, others, LOYALTY_EVENTS_TODAY);
      if (problem) return refused(422, problem.code, problem.code, refusalFields[problem.code]);
      const saved: StaffLoyaltyEvent = {
        ...event,
        ...fields,
        ...instants(fields.startDate, fields.endDate),
        version: event.version + 1,
        coupon: couponOf(event.id, fields.tier, fields.coupon, event.coupon?.code),
      };
      events = events.map((candidate) => (candidate === event ? saved : candidate));
      return HttpResponse.json(saved);
    }),
    http.delete(mswPath(deleteStaffLoyaltyEvent), ({ params }) => {
      const event = events.find((candidate) => candidate.id === Number(params['id']));
      if (!event) return refused(404, 'not_found', 'Not signed in as staff, or no such window');
      if (event.state !== 'scheduled') {
        return refused(422, 'window_started', 'The window has started or is over: it stays on record');
      }
      events = events.filter((candidate) => candidate !== event);
      return HttpResponse.json(event);
    }),
  ];
}

const serverDown = () => refused(500, 'internal', 'Something went wrong on our side');
const never = () => new Promise<Response>(() => undefined);

/** The loyalty events screen's handler groups; each call is a fresh server. */
export const loyaltyEventsHandlers = {
  full: () => loyaltyEventsServer(),
  empty: () => loyaltyEventsServer([]),
  loading: () => [http.get(mswPath(listStaffLoyaltyEvents), never)],
  error: () => [http.get(mswPath(listStaffLoyaltyEvents), serverDown)],
  /** Someone else saved every window since the list was read: a change answers 409. */
  conflict: () => [
    http.put(mswPath(updateStaffLoyaltyEvent), () =>
      refused(409, 'version_conflict', 'Someone else changed this window since you read it'),
    ),
    ...loyaltyEventsServer(),
  ],
};
