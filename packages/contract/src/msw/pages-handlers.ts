import { HttpResponse, type HttpHandler } from 'msw';
import type { InfoPageSlug } from '../content/pages.ts';
import { getStaffInfoPage, listStaffInfoPages, updateStaffInfoPage } from '../staff/pages-endpoints.ts';
import { type StaffInfoPage, staffInfoPageBodySchema } from '../staff/pages-schemas.ts';
import { infoPages } from './content-fixtures.ts';
import { invalidInput, route } from './answers.ts';

/*
 * The dashboard's information pages stories' own little server (state per call), answering as the
 * API does: it lists the pages, hands out a page with its version (404 for a slug that names none),
 * refuses a body the contract refuses (400 `invalid_input` with the field messages) and a save from
 * an old version (409 `version_conflict`), and otherwise replaces the page's texts under the next version.
 */

/** The shop's fixture pages as staff edit them: the terms at version 3 (edited twice since seeded), the others at 1. */
export const staffInfoPages: Readonly<Record<InfoPageSlug, StaffInfoPage>> = Object.fromEntries(
  Object.entries(infoPages).map(([slug, page]) => [slug, { ...page, version: slug === 'terms-conditions' ? 3 : 1 }]),
) as Record<InfoPageSlug, StaffInfoPage>;

/** What a colleague saved while the story's staff member had a page open: a new English title. */
export function colleaguesPageChange(page: StaffInfoPage): StaffInfoPage {
  return { ...page, version: page.version + 1, title: { ...page.title, en: `${page.title.en} (updated)` } };
}

export interface PagesServerOptions {
  /** A colleague saves between the opening and the first save: that save is refused with 409. */
  readonly colleagueSaves?: boolean;
}

const notFound = () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'No page has this slug' } }, { status: 404 });

function pagesServer(options: PagesServerOptions = {}): HttpHandler[] {
  const pages = new Map<string, StaffInfoPage>(Object.entries(structuredClone(staffInfoPages)));
  let colleagueSaves = options.colleagueSaves ?? false;
  return [
    route(listStaffInfoPages, () =>
      HttpResponse.json({
        pages: [...pages.values()].map(({ slug, title, updatedAt, version }) => ({ slug, title, updatedAt, version })),
      }),
    ),
    route(getStaffInfoPage, ({ params }) => {
      const page = pages.get(String(params['slug']));
      return page ? HttpResponse.json(page) : notFound();
    }),
    route(updateStaffInfoPage, async ({ params, request }) => {
      const slug = String(params['slug']);
      let page = pages.get(slug);
      if (!page) return notFound();
      const body = staffInfoPageBodySchema.safeParse(await request.json());
      if (!body.success) {
        return invalidInput(body.error);
      }
      if (colleagueSaves) {
        colleagueSaves = false;
        page = colleaguesPageChange(page);
        pages.set(slug, page);
      }
      if (body.data.version !== page.version) {
        return HttpResponse.json(
          {
            error: {
              code: 'version_conflict',
              message:
                'Someone else saved this page since you opened it: reload it to see their change, then make yours again',
            },
          },
          { status: 409 },
        );
      }
      const { title, intro, sections } = body.data;
      const saved: StaffInfoPage = {
        ...page,
        title,
        intro,
        sections,
        version: page.version + 1,
        updatedAt: '2026-11-27T09:00:00.000Z',
      };
      pages.set(slug, saved);
      return HttpResponse.json(saved);
    }),
  ];
}

/** The staff pages endpoints' scenarios, each a fresh server: `msw.use(...pagesHandlers.full())`. */
export const pagesHandlers = {
  /** Every page, the terms at version 3; saves succeed (or are refused as the API refuses them). */
  full: () => pagesServer(),
  /** A colleague saves after a page was opened: the first save is refused (409), Reload shows their change. */
  conflict: () => pagesServer({ colleagueSaves: true }),
  /** Neither the list nor a page ever arrives. */
  loading: () => [
    route(listStaffInfoPages, () => new Promise<Response>(() => undefined)),
    route(getStaffInfoPage, () => new Promise<Response>(() => undefined)),
  ],
  /** Neither the list nor a page can be loaded. */
  error: () =>
    [listStaffInfoPages, getStaffInfoPage].map((endpoint) =>
      route(endpoint, () =>
        HttpResponse.json(
          { error: { code: 'internal', message: 'Something went wrong on our side' } },
          { status: 500 },
        ),
      ),
    ),
};
