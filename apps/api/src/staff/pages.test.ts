import { INFO_PAGE_SLUGS, type InfoPage, type StaffInfoPage, type StaffInfoPageList } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type Answer = StaffInfoPage & { error: { code: string; message: string; fields?: Record<string, string> } };
type Section = StaffInfoPage['sections'][number];

/** What a save sends: the page's texts as opened, from its version. */
const bodyOf = ({ version, title, intro, sections }: StaffInfoPage) =>
  structuredClone({ version, title, intro, sections });

describe.each(drivers)('staff edit the information pages over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const open = async (slug: string) => (await staff.json<StaffInfoPage>(`/api/staff/pages/${slug}`)).body;
  const save = (slug: string, body: Record<string, unknown>) =>
    staff.json<Answer>(`/api/staff/pages/${slug}`, { method: 'PUT', body });
  const publicPage = async (slug: string) =>
    (await new Browser(server.baseUrl).json<InfoPage>(`/api/pages/${slug}`)).body;
  const logged = () =>
    server.database.rows<{ action: string; subject: string; details: Record<string, unknown> }>(
      `select action, subject, details from staff_actions where action = 'page.update' order by id`,
    );

  it('lists every page in the shop’s order with its titles, last change and version 1', async () => {
    const { status, body } = await staff.json<StaffInfoPageList>('/api/staff/pages');
    expect(status).toBe(200);
    expect(body.pages.map((page) => page.slug)).toEqual([...INFO_PAGE_SLUGS]);
    const terms = body.pages.find((page) => page.slug === 'terms-conditions');
    expect(terms).toEqual({
      slug: 'terms-conditions',
      title: { en: 'Terms & Conditions', ar: 'الشروط والأحكام' },
      updatedAt: expect.any(String) as unknown,
      version: 1,
    });
  });

  it('reads a page as the shop shows it, with its version', async () => {
    const opened = await open('privacy-policy');
    const { version, ...shown } = opened;
    expect(version).toBe(1);
    expect(shown).toEqual(await publicPage('privacy-policy'));
  });

  it('replaces a page’s texts — title fixed in Arabic, intro in English, a section moved up, one added, one removed: the shop shows it at once, the log counts it', async () => {
    const opened = await open('terms-conditions');
    expect(await publicPage('terms-conditions')).toMatchObject({ title: opened.title }); // cached now
    const [first, second, third, ...rest] = opened.sections as [Section, Section, Section, ...Section[]];
    const added: Section = {
      id: 'gift-orders',
      heading: { en: 'Gift orders', ar: 'طلبات الهدايا' },
      paragraphs: { en: ['A gift is delivered like any order.'], ar: ['تُوصَّل الهدية كأي طلب.', 'بلا رسوم إضافية.'] },
    };
    const body = bodyOf(opened);
    body.title.ar = '  الشروط والأحكام العامة  ';
    body.intro.en = ['These terms apply to every order.', 'Read them once.'];
    body.sections = [second, { ...first, heading: { ...first.heading, en: 'Our commitment to you' } }, ...rest, added];
    const saved = await save('terms-conditions', body);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(opened.version + 1);
    expect(saved.body.title).toEqual({ en: opened.title.en, ar: 'الشروط والأحكام العامة' });
    expect(saved.body.layout).toBe(opened.layout);
    expect(saved.body.sections).toEqual(body.sections);
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.parse(opened.updatedAt));
    expect(await open('terms-conditions')).toEqual(saved.body);
    expect({ ...(await publicPage('terms-conditions')), version: saved.body.version }).toEqual(saved.body);
    expect(saved.body.sections.some((section) => section.id === third.id)).toBe(false);

    const [action] = (await logged()).slice(-1);
    expect(action).toEqual({
      action: 'page.update',
      subject: 'page:terms-conditions',
      details: {
        version: opened.version + 1,
        changed: {
          'title.ar': [opened.title.ar, 'الشروط والأحكام العامة'],
          intro: ['en'],
          sectionsAdded: 1,
          sectionsRemoved: 1,
          sectionsEdited: 1,
          sectionsMoved: rest.length + 2,
        },
      },
    });
    const list = (await staff.json<StaffInfoPageList>('/api/staff/pages')).body.pages;
    expect(list.find((page) => page.slug === 'terms-conditions')).toMatchObject({ version: opened.version + 1 });
  });

  it('refuses a save from an old version (409) and keeps the colleague’s change', async () => {
    const opened = await open('copyright');
    const mine = bodyOf(opened);
    mine.title.en = 'Copyright notice';
    expect((await save('copyright', mine)).status).toBe(200);
    const late = bodyOf(opened);
    late.title.en = 'Our copyright';
    const refused = await save('copyright', late);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('version_conflict');
    const now = await open('copyright');
    expect(now.version).toBe(opened.version + 1);
    expect(now.title.en).toBe('Copyright notice');
    expect((await publicPage('copyright')).title.en).toBe('Copyright notice');
  });

  it('keeps the version and logs nothing when a save changes nothing', async () => {
    const opened = await open('careers');
    const before = (await logged()).length;
    const saved = await save('careers', bodyOf(opened));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(opened);
    expect((await logged()).length).toBe(before);
  });

  it('refuses empty titles and headings, too long texts, duplicate or bad anchors, sections without paragraphs, at their paths; nothing changes', async () => {
    const opened = await open('security-policy');
    const body = bodyOf(opened) as ReturnType<typeof bodyOf> & { sections: Record<string, unknown>[] };
    body.title.ar = '   ';
    body.title.en = 'x'.repeat(121);
    body.intro.en = [...body.intro.en, 'y'.repeat(2001)];
    body.sections[0]!.heading.en = '';
    body.sections[1]!.id = body.sections[0]!.id;
    body.sections[2]!.id = 'Not An Anchor';
    body.sections[2]!.paragraphs.ar = [];
    const refused = await save('security-policy', body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_input');
    expect(refused.body.error.fields).toEqual({
      'title.en': 'At most 120 characters',
      'title.ar': 'Required',
      [`intro.en.${String(body.intro.en.length - 1)}`]: 'At most 2000 characters',
      'sections.0.heading.en': 'Required',
      'sections.1.id': 'Each section once: this anchor is taken',
      'sections.2.id': expect.stringContaining('Lower-case Latin letters') as unknown,
      'sections.2.paragraphs.ar': 'At least one paragraph',
    });
    const none = await save('security-policy', { ...bodyOf(opened), sections: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ sections: 'At least one section' });
    const layout = await save('security-policy', { ...bodyOf(opened), layout: 'steps' });
    expect(layout.status).toBe(400);
    expect(await open('security-policy')).toEqual(opened);
  });

  it('answers 404 for a slug that names no page, for reading and saving', async () => {
    const opened = await open('careers');
    const read = await staff.json<Answer>('/api/staff/pages/no-such-page');
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('not_found');
    const saved = await save('no-such-page', bodyOf(opened));
    expect(saved.status).toBe(404);
    expect(saved.body.error.code).toBe('not_found');
  });

  it('answers 404 to shoppers and signed-out visitors, as every staff endpoint does, and changes nothing', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const opened = await open('about-us');
    const body = bodyOf(opened);
    body.title.en = 'Hijacked';
    const visitor = new Browser(server.baseUrl);
    for (const client of [shopper, visitor]) {
      expect((await client.json('/api/staff/pages')).status).toBe(404);
      expect((await client.json('/api/staff/pages/about-us')).status).toBe(404);
      expect((await client.json('/api/staff/pages/about-us', { method: 'PUT', body })).status).toBe(404);
    }
    expect(await open('about-us')).toEqual(opened);
    expect((await publicPage('about-us')).title).toEqual(opened.title);
  });
});
