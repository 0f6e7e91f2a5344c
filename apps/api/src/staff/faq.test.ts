import type { Faq, StaffFaq } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastShopper } from '../checkout/testing.ts';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';
import { signInStaff } from './test-orders.ts';

vi.setConfig({ testTimeout: 120_000 });

type Answer = StaffFaq & { error: { code: string; message: string; fields?: Record<string, string> } };
type Groups = StaffFaq['groups'];

describe.each(drivers)('staff edit the FAQ over HTTP on %s', (driver) => {
  let server: TestServer;
  let staff: Browser;

  beforeAll(async () => {
    server = await startTestServer(driver);
    staff = (await signInStaff(server)).browser;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const open = async () => (await staff.json<StaffFaq>('/api/staff/faq')).body;
  const save = (body: Record<string, unknown>) => staff.json<Answer>('/api/staff/faq', { method: 'PUT', body });
  const publicFaq = async () => (await new Browser(server.baseUrl).json<Faq>('/api/faq')).body;
  const logged = () =>
    server.database.rows<{ action: string; subject: string; details: Record<string, unknown> }>(
      `select action, subject, details from staff_actions where action = 'faq.update' order by id`,
    );

  it('reads the seeded FAQ with its version, as the shop shows it', async () => {
    const opened = await open();
    expect(opened.version).toBe(1);
    expect(opened.groups.map((group) => group.key)).toEqual([
      'order',
      'returns',
      'delivery',
      'account',
      'payment',
      'points',
      'other',
    ]);
    expect((await publicFaq()).groups).toEqual(opened.groups);
  });

  it('replaces the FAQ — an answer fixed in Arabic, a question moved up, a group added and one removed: the shop shows it at once, the log counts it', async () => {
    const opened = await open();
    expect((await publicFaq()).groups).toEqual(opened.groups); // the public answer is cached now
    const [order, returns, ...rest] = opened.groups as [Groups[number], Groups[number], ...Groups];
    const [first, second, ...others] = order.entries as [
      Groups[number]['entries'][number],
      Groups[number]['entries'][number],
    ];
    const groups: Groups = [
      {
        ...order,
        entries: [{ ...second, answer: { ...second.answer, ar: '  جواب جديد\nبسطرين  ' } }, first, ...others],
      },
      ...rest,
      {
        key: 'gifts',
        title: { en: 'Gifts', ar: 'الهدايا' },
        entries: [
          { question: { en: 'Can I send a gift?', ar: 'هل أرسل هدية؟' }, answer: { en: 'Yes.', ar: 'نعم.' } },
          { question: { en: 'Can I add a card?', ar: 'هل أضيف بطاقة؟' }, answer: { en: 'Yes.', ar: 'نعم.' } },
        ],
      },
    ];
    const saved = await save({ version: opened.version, groups });
    expect(saved.status).toBe(200);
    const expected = structuredClone(groups);
    expected[0]!.entries[0]!.answer.ar = 'جواب جديد\nبسطرين';
    expect(saved.body).toEqual({ version: opened.version + 1, groups: expected });
    expect(await open()).toEqual(saved.body);
    expect((await publicFaq()).groups).toEqual(expected);
    expect(expected.some((group) => group.key === returns.key)).toBe(false);

    const [action] = (await logged()).slice(-1);
    // Only what changed: as many groups as before, so no `groups` pair.
    expect(action).toEqual({
      action: 'faq.update',
      subject: 'faq',
      details: {
        version: opened.version + 1,
        changed: {
          questions: [
            opened.groups.reduce((sum, group) => sum + group.entries.length, 0),
            groups.reduce((sum, group) => sum + group.entries.length, 0),
          ],
          groupsAdded: 1,
          groupsRemoved: 1,
          groupsEdited: 1,
          groupsMoved: rest.length,
        },
      },
    });
  });

  it('refuses a save from an old version (409) and keeps the colleague’s change', async () => {
    const opened = await open();
    const mine = structuredClone(opened.groups);
    mine[0]!.title.en = 'Orders';
    expect((await save({ version: opened.version, groups: mine })).status).toBe(200);
    const late = structuredClone(opened.groups);
    late[0]!.title.en = 'Your order';
    const refused = await save({ version: opened.version, groups: late });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('version_conflict');
    const now = await open();
    expect(now.version).toBe(opened.version + 1);
    expect(now.groups[0]?.title.en).toBe('Orders');
    expect((await publicFaq()).groups[0]?.title.en).toBe('Orders');
  });

  it('keeps the version and logs nothing when a save changes nothing', async () => {
    const opened = await open();
    const before = (await logged()).length;
    const saved = await save({ version: opened.version, groups: opened.groups });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(opened.version);
    expect((await logged()).length).toBe(before);
  });

  it('refuses texts missing in a language, too long, duplicate or bad keys, empty groups, at their paths; nothing changes', async () => {
    const opened = await open();
    const groups = structuredClone(opened.groups) as Record<string, unknown>[] & Groups;
    groups[2]!.entries[0]!.answer.ar = '   ';
    groups[0]!.title.en = 'x'.repeat(81);
    groups[1]!.key = groups[0]!.key;
    groups[3]!.key = 'Not A Slug';
    groups[4]!.entries = [];
    const refused = await save({ version: opened.version, groups });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_input');
    expect(refused.body.error.fields).toEqual({
      'groups.2.entries.0.answer.ar': 'Required',
      'groups.0.title.en': 'At most 80 characters',
      'groups.1.key': 'Each group once: this key is taken',
      'groups.3.key': expect.stringContaining('Lower-case Latin letters') as unknown,
      'groups.4.entries': 'At least one question in each group',
    });
    const none = await save({ version: opened.version, groups: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ groups: 'At least one group' });
    expect(await open()).toEqual(opened);
  });

  it('answers 404 to shoppers and signed-out visitors, as every staff endpoint does, and changes nothing', async () => {
    const shopper = await fastShopper(server.database, server.baseUrl);
    const opened = await open();
    const changed = structuredClone(opened.groups);
    changed[0]!.title.en = 'Hijacked';
    const body = { version: opened.version, groups: changed };
    expect((await shopper.json('/api/staff/faq')).status).toBe(404);
    expect((await shopper.json('/api/staff/faq', { method: 'PUT', body })).status).toBe(404);
    const visitor = new Browser(server.baseUrl);
    expect((await visitor.json('/api/staff/faq')).status).toBe(404);
    expect((await visitor.json('/api/staff/faq', { method: 'PUT', body })).status).toBe(404);
    expect(await open()).toEqual(opened);
    expect((await publicFaq()).groups).toEqual(opened.groups);
  });
});
