import { listStaffActions } from '@juicyin/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shoppers, staffActions } from '../db/schema.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';
import { registerEndpoint } from '../http/route.ts';
import { staffIdOf } from './guard.ts';
import type { StaffDeps } from './deps.ts';

/** `GET /api/staff/actions`: what staff did, newest first, by subject, action or staff member. */
export function actionLogRoutes(app: FastifyInstance, deps: Pick<StaffDeps, 'db' | 'resolve'>): void {
  const { db, resolve } = deps;
  const staffId = staffIdOf;

  registerEndpoint(app, listStaffActions, resolve, async ({ query, request }) => {
    staffId(request);
    const where = and(
      query.subject ? eq(staffActions.subject, query.subject) : undefined,
      query.action ? eq(staffActions.action, query.action) : undefined,
      query.staff ? sql`lower(${shoppers.email}) = ${query.staff}` : undefined,
    );
    const [total] = await db
      .select({ total: count() })
      .from(staffActions)
      .innerJoin(shoppers, eq(shoppers.id, staffActions.staffId))
      .where(where);
    const rows = await db
      .select({ action: staffActions, staffEmail: shoppers.email })
      .from(staffActions)
      .innerJoin(shoppers, eq(shoppers.id, staffActions.staffId))
      .where(where)
      .orderBy(desc(staffActions.at), desc(staffActions.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset);
    return pageOf(
      rows.map(({ action, staffEmail }) => ({
        id: action.id,
        staff: { id: action.staffId, email: staffEmail },
        action: action.action,
        subject: action.subject,
        details: action.details as Record<string, unknown>,
        at: action.at.toISOString(),
      })),
      query,
      total?.total ?? 0,
    );
  });
}
