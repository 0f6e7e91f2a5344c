import {
  getPointsHistory,
  getPointsSummary,
  getReferral,
  type PointsHistoryEntry,
  type PointsSummary,
  submitSurvey,
} from '@juicyin/contract';
import {
  availablePoints,
  bonusMultiplier,
  nextExpiry,
  nextTier,
  POINTS_FOR_REFERRAL,
  POINTS_FOR_TELL_US,
  pointsBalance,
  pointsEarnedInWindow,
  pointsExpiringSoon,
  TIER_MULTIPLIERS,
  tierForPoints,
} from '@juicyin/domain';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { Database } from '../database.ts';
import { orders, pointsLedger, shoppers, surveyResponses } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { loyaltyEventsAt } from './events.ts';
import { creditPoints, loadLedger } from './ledger.ts';
import { notifyPointsChange } from './notify.ts';
import { ensureReferralCode } from './referral.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';

export async function pointsSummary(db: Database, shopperId: string, now: Date): Promise<PointsSummary> {
  const ledger = await loadLedger(db, shopperId);
  const earned = pointsEarnedInWindow(ledger, now);
  const tier = tierForPoints(earned);
  const next = nextTier(earned);
  const expiry = nextExpiry(ledger, now);
  const [survey] = await db
    .select({ at: surveyResponses.createdAt })
    .from(surveyResponses)
    .where(eq(surveyResponses.shopperId, shopperId));
  return {
    balance: pointsBalance(ledger),
    available: availablePoints(ledger, now),
    expiringSoon: pointsExpiringSoon(ledger, now),
    nextExpiry: expiry ? { at: expiry.at.toISOString(), points: expiry.points } : null,
    tier,
    tierMultiplier: TIER_MULTIPLIERS[tier],
    earnedLastYear: earned,
    nextTier: next ? { tier: next.tier, pointsNeeded: next.pointsNeeded } : null,
    bonusEventActive: bonusMultiplier(await loyaltyEventsAt(db, now), tier, now) > 1,
    surveyAnswered: survey !== undefined,
  };
}

type PointsDeps = Pick<AppDeps, 'db' | 'resolve' | 'mailer' | 'clock' | 'shopUrl'>;

export function pointsRoutes(app: FastifyInstance, deps: PointsDeps): void {
  const { resolve, db, mailer, clock } = deps;

  registerEndpoint(app, getPointsSummary, resolve, async ({ shopperId }) => pointsSummary(db, shopperId, clock()));

  registerEndpoint(app, getPointsHistory, resolve, async ({ shopperId, query }) => {
    const mine = eq(pointsLedger.shopperId, shopperId);
    const [total] = await db.select({ total: count() }).from(pointsLedger).where(mine);
    const rows = await db
      .select()
      .from(pointsLedger)
      .where(mine)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    // Order rows keep the order's id (or number) as their reference: show the order number.
    const references = [...new Set(rows.flatMap((row) => (row.reference ? [row.reference] : [])))];
    const uuids = references.filter((reference) => /^[0-9a-f-]{36}$/i.test(reference));
    const found =
      references.length === 0
        ? []
        : await db
            .select({ id: orders.id, number: orders.number })
            .from(orders)
            .where(
              and(
                eq(orders.shopperId, shopperId),
                or(uuids.length > 0 ? inArray(orders.id, uuids) : undefined, inArray(orders.number, references)),
              ),
            );
    const numberOf = new Map<string, string>();
    for (const order of found) {
      numberOf.set(order.id, order.number);
      numberOf.set(order.number, order.number);
    }
    const items: PointsHistoryEntry[] = rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      type: row.type,
      amount: row.amount,
      expiresAt: row.amount > 0 ? (row.expiresAt?.toISOString() ?? null) : null,
      orderNumber: row.reference ? (numberOf.get(row.reference) ?? null) : null,
    }));
    return pageOf(items, query, total?.total ?? 0);
  });

  registerEndpoint(app, getReferral, resolve, async ({ shopperId }) => {
    const code = await ensureReferralCode(db, shopperId);
    const [referred] = await db.select({ total: count() }).from(shoppers).where(eq(shoppers.referredBy, shopperId));
    const [rewarded] = await db
      .select({ total: count() })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.shopperId, shopperId), eq(pointsLedger.type, 'referral')));
    return {
      code,
      referredCount: referred?.total ?? 0,
      rewardedCount: rewarded?.total ?? 0,
      pointsPerReferral: POINTS_FOR_REFERRAL,
    };
  });

  registerEndpoint(app, submitSurvey, resolve, async ({ shopperId, body, request }) => {
    const now = clock();
    const credited = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(surveyResponses)
        .values({ shopperId, answers: body, createdAt: now })
        .onConflictDoNothing()
        .returning({ shopperId: surveyResponses.shopperId });
      if (inserted.length === 0) {
        throw new HttpError(409, 'already_answered', 'You have already answered the survey; thank you');
      }
      return creditPoints(tx, shopperId, 'tell-us', POINTS_FOR_TELL_US, now);
    });
    await notifyPointsChange(db, mailer, deps.shopUrl(request), shopperId, credited, 'tell-us');
    return { pointsCredited: credited };
  });
}
