import { addCalendarDays, isIsoWeek, isoWeekMonday, isoWeekOf } from '@juicyin/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import { fieldErrors } from '../errors.ts';
import { clearStaffSpecial, listStaffSpecials, setStaffSpecial } from '../staff/specials-endpoints.ts';
import {
  specialPeriodParamsSchema,
  type StaffSpecial,
  staffSpecialBodySchema,
  type StaffSpecialProduct,
  staffSpecialsQuerySchema,
} from '../staff/specials-schemas.ts';
import { SPECIALS_TODAY, staffSpecialsStart } from './specials-fixtures.ts';
import { staffCatalogueFixtures } from './staff-catalogue-fixtures.ts';
import { refused, route } from './answers.ts';

/*
 * The specials calendar's stories' own little server (state per call), answering as the API does:
 * the days of a range and the ISO weeks touching it with their specials; a day or week set or
 * cleared, refused with 400 `invalid_input` (field messages), 422 `past_period` for a day or week
 * that is over and 422 `unknown_product` for a slug the catalogue does not have.
 */

export interface SpecialsServerOptions {
  /** Each save waits for this promise, so a story can look at the page while it is on its way. */
  readonly saveAfter?: Promise<unknown>;
  /** Every change is refused with 422 `past_period`: the day turned over in Riyadh after the calendar was opened. */
  readonly dayOver?: boolean;
}

function specialsServer(
  start: Readonly<Record<string, readonly StaffSpecialProduct[]>>,
  options: SpecialsServerOptions = {},
): HttpHandler[] {
  const current = new Map(Object.entries(structuredClone(start)));
  const today = SPECIALS_TODAY;
  const thisWeek = isoWeekOf(today);
  const kind = (period: string): StaffSpecial['kind'] => (isIsoWeek(period) ? 'week' : 'day');
  const special = (period: string): StaffSpecial => ({
    kind: kind(period),
    period,
    products: [...(current.get(period) ?? [])],
    editable: period >= (kind(period) === 'week' ? thisWeek : today),
  });
  const change = async (params: unknown, products: (() => Promise<Response | StaffSpecialProduct[]>) | null) => {
    await options.saveAfter;
    // The address's period only (the `*` before /api is a parameter of its own).
    const parsed = specialPeriodParamsSchema.safeParse({ period: (params as { period?: unknown }).period });
    if (!parsed.success) return refused(400, 'invalid_input', 'The request is not valid', fieldErrors(parsed.error));
    const { period } = parsed.data;
    if (options.dayOver === true || !special(period).editable) {
      return refused(422, 'past_period', `${period} is over: its special stays as it was`);
    }
    const chosen = products ? await products() : [];
    if (chosen instanceof Response) return chosen;
    current.set(period, chosen);
    return HttpResponse.json(special(period));
  };
  return [
    route(listStaffSpecials, ({ request }) => {
      const parsed = staffSpecialsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return refused(400, 'invalid_input', 'The request is not valid', fieldErrors(parsed.error));
      const days: string[] = [];
      for (let day = parsed.data.from; day <= parsed.data.to; day = addCalendarDays(day, 1)) days.push(day);
      const weeks = [...new Set(days.map(isoWeekOf))];
      return HttpResponse.json({
        today,
        thisWeek,
        days: days.map((day) => ({ ...special(day), week: isoWeekOf(day) })),
        weeks: weeks.map((week) => ({ ...special(week), monday: isoWeekMonday(week) ?? '' })),
      });
    }),
    route(setStaffSpecial, ({ params, request }) =>
      change(params, async () => {
        const body = staffSpecialBodySchema.safeParse(await request.json());
        if (!body.success) return refused(400, 'invalid_input', 'The request is not valid', fieldErrors(body.error));
        const slugs = body.data.productSlugs;
        const found = slugs.map((slug) => staffCatalogueFixtures.products.find((product) => product.slug === slug));
        const unknown = found.findIndex((product) => !product);
        if (unknown !== -1) {
          return refused(422, 'unknown_product', `The shop sells no product ${slugs[unknown] ?? ''}`, {
            [`productSlugs.${String(unknown)}`]: 'Not a product the shop sells',
          });
        }
        return found.flatMap((product) => (product ? [{ slug: product.slug, name: product.name }] : []));
      }),
    ),
    route(clearStaffSpecial, ({ params }) => change(params, null)),
  ];
}

/** The specials endpoints' scenarios, each a fresh server: `msw.use(...specialsHandlers.full())`. */
export const specialsHandlers = {
  /** Specials on some days around 22 November 2026 and on three weeks; saves succeed or are refused as the API does. */
  full: (options: SpecialsServerOptions = {}) => specialsServer(staffSpecialsStart, options),
  /** No day and no week has a special yet. */
  empty: () => specialsServer({}),
  /** The calendar never arrives. */
  loading: () => [route(listStaffSpecials, () => new Promise<Response>(() => undefined))],
  /** The calendar cannot be loaded. */
  error: () => [route(listStaffSpecials, () => refused(500, 'internal', 'Something went wrong on our side'))],
};
