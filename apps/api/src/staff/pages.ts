import {
  getStaffInfoPage,
  INFO_PAGE_SLUGS,
  type InfoPage,
  listStaffInfoPages,
  type StaffInfoPage,
  type StaffInfoPageBody,
  type StaffInfoPageSummary,
  updateStaffInfoPage,
} from '@juicyin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageView, type PageRow } from '../content/pages.ts';
import type { Database } from '../database.ts';
import { contentPages } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';

type Body = Exclude<StaffInfoPageBody, undefined>;
type Section = InfoPage['sections'][number];
type Texts = Pick<InfoPage, 'title' | 'intro' | 'sections'>;

const staffPageOf = (row: PageRow): StaffInfoPage => ({ ...pageView(row), version: row.version });

/** A page's place in the shop's own order of the pages (`INFO_PAGE_SLUGS`); a page it does not know goes last. */
const placeOf = (slug: string) => {
  const index = (INFO_PAGE_SLUGS as readonly string[]).indexOf(slug);
  return index === -1 ? INFO_PAGE_SLUGS.length : index;
};

/** Every stored page's title, last change and version, in the shop's order of the pages. */
export async function staffPageList(db: Database): Promise<StaffInfoPageSummary[]> {
  const rows = await db.select().from(contentPages);
  return rows
    .map((row) => {
      const { slug, title, updatedAt, version } = staffPageOf(row);
      return { slug, title, updatedAt, version };
    })
    .sort((a, b) => placeOf(a.slug) - placeOf(b.slug) || a.slug.localeCompare(b.slug));
}

/** A page as staff edit it, or a 404; with `lock`, its row is locked until the transaction ends. */
export async function staffPage(db: Database, slug: string, lock = false): Promise<StaffInfoPage> {
  const query = db.select().from(contentPages).where(eq(contentPages.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`No page has the slug ${slug}`);
  return staffPageOf(row);
}

/** The body's texts as the API answers them (trimmed by the contract, in the contract's key order). */
const textsOf = (body: Body): Texts => ({
  title: { en: body.title.en, ar: body.title.ar },
  intro: { en: [...body.intro.en], ar: [...body.intro.ar] },
  sections: body.sections.map((section) => ({
    id: section.id,
    heading: { en: section.heading.en, ar: section.heading.ar },
    paragraphs: { en: [...section.paragraphs.en], ar: [...section.paragraphs.ar] },
  })),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a save changed, as the action log lists it: a title that changed (before and after), the
 * intro's languages that changed, the number of sections before and after, and sections added,
 * removed, edited and moved — only what is not nothing.
 */
function changesOf(before: Texts, after: Texts): Record<string, unknown> {
  const old = new Map(before.sections.map((section, index) => [section.id, { section, index }]));
  const ids = new Set(after.sections.map((section) => section.id));
  let sectionsEdited = 0;
  let sectionsMoved = 0;
  for (const [index, section] of after.sections.entries()) {
    const known = old.get(section.id);
    if (!known) continue;
    if (!same(known.section, section)) sectionsEdited += 1;
    if (known.index !== index) sectionsMoved += 1;
  }
  const changes: Record<string, unknown> = {};
  for (const language of ['en', 'ar'] as const) {
    if (before.title[language] !== after.title[language])
      changes[`title.${language}`] = [before.title[language], after.title[language]];
  }
  const intro = (['en', 'ar'] as const).filter((language) => !same(before.intro[language], after.intro[language]));
  if (intro.length > 0) changes.intro = intro;
  if (before.sections.length !== after.sections.length)
    changes.sections = [before.sections.length, after.sections.length];
  const counts = {
    sectionsAdded: after.sections.filter((section) => !old.has(section.id)).length,
    sectionsRemoved: before.sections.filter((section: Section) => !ids.has(section.id)).length,
    sectionsEdited,
    sectionsMoved,
  };
  for (const [key, count] of Object.entries(counts)) if (count > 0) changes[key] = count;
  return changes;
}

/**
 * Replaces a page's texts in the transaction `tx`, from the version it was opened at: the page's row
 * is locked first, so of two saves the second, made from the version the first replaced, is refused
 * (409) instead of overwriting it. The layout stays; a save that changes nothing keeps the version
 * and records nothing.
 */
export async function savePage(
  tx: Database,
  staffId: string,
  slug: string,
  body: Body,
  now: Date,
): Promise<{ readonly page: StaffInfoPage; readonly changed: boolean }> {
  const before = await staffPage(tx, slug, true);
  if (before.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      'Someone else saved this page since you opened it: reload it to see their change, then make yours again',
    );
  }
  const texts = textsOf(body);
  const old: Texts = { title: before.title, intro: before.intro, sections: before.sections };
  if (same(texts, old)) return { page: before, changed: false };
  const [row] = await tx
    .update(contentPages)
    .set({
      titleEn: texts.title.en,
      titleAr: texts.title.ar,
      introEn: texts.intro.en,
      introAr: texts.intro.ar,
      sections: texts.sections,
      updatedAt: now,
      version: before.version + 1,
    })
    .where(eq(contentPages.slug, slug))
    .returning();
  if (!row) throw new Error(`The page ${slug} went missing while it was locked`);
  await recordStaffAction(
    tx,
    staffId,
    'page.update',
    `page:${slug}`,
    { version: row.version, changed: changesOf(old, texts) },
    now,
  );
  return { page: staffPageOf(row), changed: true };
}

/** The information pages as staff manage them (issue 21): the list, one page, and a page replaced from its version. */
export function staffPageRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'cache' | 'clock'>,
): void {
  const { db, resolve, cache, clock } = deps;

  registerEndpoint(app, listStaffInfoPages, resolve, async ({ request }) => {
    staffIdOf(request);
    return { pages: await staffPageList(db) };
  });

  registerEndpoint(app, getStaffInfoPage, resolve, async ({ params, request }) => {
    staffIdOf(request);
    return staffPage(db, params.slug);
  });

  registerEndpoint(app, updateStaffInfoPage, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const saved = await db.transaction((tx) => savePage(tx, staff, params.slug, body, clock()));
    // After the commit: the page's cached answer (and so the rendered page) is read again.
    if (saved.changed) await cache.invalidate('content');
    return saved.page;
  });
}
