import { HttpResponse, type HttpHandler } from 'msw';
import { getStaffFaq, updateStaffFaq } from '../staff/faq-endpoints.ts';
import { type StaffFaq, staffFaqBodySchema } from '../staff/faq-schemas.ts';
import { fixtures } from './fixtures.ts';
import { invalidInput, route } from './answers.ts';

/*
 * The dashboard's FAQ stories' own little server (state per call), answering as the API does: it
 * hands out the FAQ with its version, refuses a body the contract refuses (400 `invalid_input` with
 * the field messages) and a save from an old version (409 `version_conflict`), and otherwise
 * replaces the FAQ under the next version.
 */

/** The FAQ as staff edit it: the shop's fixture FAQ, its delivery group with a second question, at version 4. */
export const staffFaq: StaffFaq = {
  version: 4,
  groups: fixtures.faq.groups.map((group) =>
    group.key === 'delivery'
      ? {
          ...group,
          entries: [
            ...group.entries,
            {
              question: { en: 'How much is delivery?', ar: 'كم تكلفة التوصيل؟' },
              answer: {
                en: 'Free in Riyadh; the checkout shows the fee for other cities.',
                ar: 'مجاني في الرياض؛ وتعرض صفحة الدفع الرسوم للمدن الأخرى.',
              },
            },
          ],
        }
      : group,
  ),
};

/** What a colleague saved while the story's staff member had the FAQ open: a new title for the first group. */
export function colleaguesFaqChange(faq: StaffFaq): StaffFaq {
  const [first, ...rest] = faq.groups;
  return {
    version: faq.version + 1,
    groups: first ? [{ ...first, title: { en: 'Shipping', ar: 'الشحن' } }, ...rest] : rest,
  };
}

export interface FaqServerOptions {
  /** A colleague saves between the opening and the first save: that save is refused with 409. */
  readonly colleagueSaves?: boolean;
}

function faqServer(start: StaffFaq, options: FaqServerOptions = {}): HttpHandler[] {
  let current = structuredClone(start);
  let colleagueSaves = options.colleagueSaves ?? false;
  return [
    route(getStaffFaq, () => HttpResponse.json(current)),
    route(updateStaffFaq, async ({ request }) => {
      const body = staffFaqBodySchema.safeParse(await request.json());
      if (!body.success) {
        return invalidInput(body.error);
      }
      if (colleagueSaves) {
        colleagueSaves = false;
        current = colleaguesFaqChange(current);
      }
      if (body.data.version !== current.version) {
        return HttpResponse.json(
          {
            error: {
              code: 'version_conflict',
              message:
                'Someone else saved the FAQ since you opened it: reload it to see their change, then make yours again',
            },
          },
          { status: 409 },
        );
      }
      current = { version: current.version + 1, groups: body.data.groups };
      return HttpResponse.json(current);
    }),
  ];
}

/** The staff FAQ endpoints' scenarios, each a fresh server: `msw.use(...faqHandlers.full())`. */
export const faqHandlers = {
  /** The FAQ at version 4; saves succeed (or are refused as the API refuses them). */
  full: () => faqServer(staffFaq),
  /** A colleague saves after the FAQ was opened: the first save is refused (409), Reload shows their change. */
  conflict: () => faqServer(staffFaq, { colleagueSaves: true }),
  /** The FAQ never arrives. */
  loading: () => [route(getStaffFaq, () => new Promise<Response>(() => undefined))],
  /** The FAQ cannot be loaded. */
  error: () => [
    route(getStaffFaq, () =>
      HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side' } }, { status: 500 }),
    ),
  ],
};
