import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { shoppers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** Staff requests carry the staff member's id; everyone else gets the same 404 as an unknown route. */
const staffOf = new WeakMap<FastifyRequest, string>();

function hidden(request: FastifyRequest): HttpError {
  return new HttpError(404, 'not_found', `No route for ${request.method} ${request.url}`);
}

/**
 * Hides the staff plugin's routes from everyone but staff: an `onRequest` hook of the staff
 * plugin's own (encapsulated) context, so it runs for its routes only, before validation — a
 * shopper or a signed-out client learns nothing, not even which inputs a staff endpoint takes.
 */
export function staffGuard(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'resolve'>): void {
  app.addHook('onRequest', async (request) => {
    const id = await deps.resolve(request);
    if (id !== null) {
      const [row] = await deps.db.select({ role: shoppers.role }).from(shoppers).where(eq(shoppers.id, id));
      if (row?.role === 'staff') {
        staffOf.set(request, id);
        return;
      }
    }
    throw hidden(request);
  });
}

/** The staff member of a request the guard let through. */
export function staffIdOf(request: FastifyRequest): string {
  const id = staffOf.get(request);
  if (id === undefined) throw hidden(request);
  return id;
}
