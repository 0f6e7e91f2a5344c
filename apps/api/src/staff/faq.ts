import { getStaffFaq, type StaffFaq, type StaffFaqBody, updateStaffFaq } from '@juicyin/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { faqEntries, storeSettings } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { recordStaffAction } from './actions.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';

type Body = Exclude<StaffFaqBody, undefined>;
type Group = StaffFaq['groups'][number];

/** The FAQ's groups in order, each with its questions in order, from its rows. */
export async function faqGroups(db: Database): Promise<Group[]> {
  const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.groupPosition), asc(faqEntries.position));
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const group = groups.get(row.groupKey) ?? {
      key: row.groupKey,
      title: { en: row.groupTitleEn, ar: row.groupTitleAr },
      entries: [],
    };
    group.entries.push({
      question: { en: row.questionEn, ar: row.questionAr },
      answer: { en: row.answerEn, ar: row.answerAr },
    });
    groups.set(row.groupKey, group);
  }
  return [...groups.values()];
}

/** The FAQ as staff edit it; with `lock`, the version's row is locked until the transaction ends. */
export async function staffFaq(db: Database, lock = false): Promise<StaffFaq> {
  const query = db.select({ version: storeSettings.faqVersion }).from(storeSettings).where(eq(storeSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('The store settings are missing: the database was not seeded');
  return { version: row.version, groups: await faqGroups(db) };
}

/** What a save changed, in counts: the groups and questions before and after, groups added, removed, edited and moved. */
function changesOf(before: readonly Group[], after: readonly Body['groups'][number][]) {
  const old = new Map(before.map((group, index) => [group.key, { group, index }]));
  const keys = new Set(after.map((group) => group.key));
  const count = (groups: readonly { entries: readonly unknown[] }[]) =>
    groups.reduce((sum, group) => sum + group.entries.length, 0);
  let groupsEdited = 0;
  let groupsMoved = 0;
  for (const [index, group] of after.entries()) {
    const known = old.get(group.key);
    if (!known) continue;
    if (
      JSON.stringify({ t: known.group.title, e: known.group.entries }) !==
      JSON.stringify({ t: group.title, e: group.entries })
    )
      groupsEdited += 1;
    if (known.index !== index) groupsMoved += 1;
  }
  const counts: Record<string, unknown> = {
    groups: [before.length, after.length],
    questions: [count(before), count(after)],
    groupsAdded: after.filter((group) => !old.has(group.key)).length,
    groupsRemoved: before.filter((group) => !keys.has(group.key)).length,
    groupsEdited,
    groupsMoved,
  };
  // Only what changed, as the action log lists it: a count that moved, or a number of groups above 0.
  return Object.fromEntries(
    Object.entries(counts).filter(([, value]) => (Array.isArray(value) ? value[0] !== value[1] : value !== 0)),
  );
}

/** The body's groups as the API answers them (the texts trimmed by the contract, without extras). */
const groupsOf = (body: Body): Group[] =>
  body.groups.map((group) => ({
    key: group.key,
    title: { en: group.title.en, ar: group.title.ar },
    entries: group.entries.map((entry) => ({
      question: { en: entry.question.en, ar: entry.question.ar },
      answer: { en: entry.answer.en, ar: entry.answer.ar },
    })),
  }));

/**
 * Replaces the FAQ in the transaction `tx`, from the version it was opened at: the version's row is
 * locked first, so of two saves the second, made from the version the first replaced, is refused
 * (409) instead of overwriting it. Every row is replaced; a save that changes nothing keeps the
 * version and records nothing.
 */
export async function saveFaq(
  tx: Database,
  staffId: string,
  body: Body,
  now: Date,
): Promise<{ readonly faq: StaffFaq; readonly changed: boolean }> {
  const before = await staffFaq(tx, true);
  if (before.version !== body.version) {
    throw new HttpError(
      409,
      'version_conflict',
      'Someone else saved the FAQ since you opened it: reload it to see their change, then make yours again',
    );
  }
  const groups = groupsOf(body);
  if (JSON.stringify(groups) === JSON.stringify(before.groups)) return { faq: before, changed: false };
  await tx.delete(faqEntries);
  await tx.insert(faqEntries).values(
    groups.flatMap((group, groupPosition) =>
      group.entries.map((entry, position) => ({
        groupKey: group.key,
        groupPosition,
        groupTitleEn: group.title.en,
        groupTitleAr: group.title.ar,
        position,
        questionEn: entry.question.en,
        questionAr: entry.question.ar,
        answerEn: entry.answer.en,
        answerAr: entry.answer.ar,
      })),
    ),
  );
  await tx
    .update(storeSettings)
    .set({ faqVersion: sql`${storeSettings.faqVersion} + 1` })
    .where(eq(storeSettings.id, 1));
  await recordStaffAction(
    tx,
    staffId,
    'faq.update',
    'faq',
    { version: before.version + 1, changed: changesOf(before.groups, groups) },
    now,
  );
  return { faq: { version: before.version + 1, groups }, changed: true };
}

/** The FAQ as staff manage it (issue 21): read, and replace from a version. */
export function staffFaqRoutes(
  app: FastifyInstance,
  deps: Pick<StaffDeps, 'db' | 'resolve' | 'cache' | 'clock'>,
): void {
  const { db, resolve, cache, clock } = deps;

  registerEndpoint(app, getStaffFaq, resolve, async ({ request }) => {
    staffIdOf(request);
    return staffFaq(db);
  });

  registerEndpoint(app, updateStaffFaq, resolve, async ({ body, request }) => {
    const staff = staffIdOf(request);
    const saved = await db.transaction((tx) => saveFaq(tx, staff, body, clock()));
    // After the commit: the FAQ's cached answer (and so the rendered /faq page) is read again.
    if (saved.changed) await cache.invalidate('content');
    return saved.faq;
  });
}
