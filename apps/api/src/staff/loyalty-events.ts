import {
  createStaffLoyaltyEvent,
  deleteStaffLoyaltyEvent,
  listStaffLoyaltyEvents,
  staffLoyaltyEventSchema,
  updateStaffLoyaltyEvent,
} from '@juicyin/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { createOnce } from '../idempotency/http.ts';
import type { StaffDeps } from './deps.ts';
import { staffIdOf } from './guard.ts';
import { staffLoyaltyEvent, staffLoyaltyEvents, windowRow } from './loyalty-event-queries.ts';
import { createLoyaltyEvent, deleteLoyaltyEvent, updateLoyaltyEvent } from './loyalty-event-writes.ts';

/** A window as it is now; 404 when there is none. */
async function windowOr404(db: Database, id: number, now: Date) {
  const row = await windowRow(db, id);
  if (!row) throw new HttpError(404, 'not_found', `There is no window ${String(id)}`);
  return staffLoyaltyEvent(row, now);
}

const keyRefusals = {
  reused: 'This Idempotency-Key was used for a different window; make a new key for a new window',
  inFlight: 'A window with this Idempotency-Key is still being scheduled; wait for its answer',
};

/**
 * Bonus Points Events and Super Saver days as staff schedule them (issue 21): a year's windows with
 * the allowance left, create (idempotent, as coupon create is), change and remove one that has not
 * started. Checkout and the points summary read the running windows from the database on every
 * request (nothing caches them), so a change applies at once.
 */
export function staffLoyaltyEventRoutes(app: FastifyInstance, deps: Pick<StaffDeps, 'db' | 'resolve' | 'clock'>): void {
  const { db, resolve, clock } = deps;

  registerEndpoint(app, listStaffLoyaltyEvents, resolve, async ({ query: filters, request }) => {
    staffIdOf(request);
    return staffLoyaltyEvents(db, filters.year, clock());
  });

  registerEndpoint(app, createStaffLoyaltyEvent, resolve, async ({ body, request, reply }) => {
    const staff = staffIdOf(request);
    const now = clock();
    const made = await createOnce(
      db,
      request,
      reply,
      { ownerId: staff, madeOncePer: 'loyalty event form', refusals: keyRefusals, now },
      async (tx) => {
        const id = await createLoyaltyEvent(tx, staff, body, now);
        return staffLoyaltyEventSchema.parse(await windowOr404(tx, id, now));
      },
    );
    if (made.replied) return reply as never;
    return made.created;
  });

  registerEndpoint(app, updateStaffLoyaltyEvent, resolve, async ({ params, body, request }) => {
    const staff = staffIdOf(request);
    const now = clock();
    await db.transaction((tx) => updateLoyaltyEvent(tx, staff, params.id, body, now));
    return windowOr404(db, params.id, now);
  });

  registerEndpoint(app, deleteStaffLoyaltyEvent, resolve, async ({ params, request }) => {
    const staff = staffIdOf(request);
    const now = clock();
    const row = await db.transaction((tx) => deleteLoyaltyEvent(tx, staff, params.id, now));
    return staffLoyaltyEvent(row, now);
  });
}
