import {
  type Address,
  type addressBodySchema,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '@juicyin/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import type { z } from 'zod';
import { addresses } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { deliveryFor, storeSettingsFrom } from '../store/settings.ts';

export const MAX_ADDRESSES = 20;

type AddressBody = z.output<typeof addressBodySchema>;

type Row = typeof addresses.$inferSelect;

/** The columns an address body writes (each route sets `isDefault` after these). */
function columnsOf(body: AddressBody) {
  const { location, ...fields } = body;
  return { ...fields, lat: location?.lat ?? null, lng: location?.lng ?? null };
}

export function addressRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'cache' | 'resolve'>): void {
  const { db, cache, resolve } = deps;
  async function view(row: Row): Promise<Address> {
    const settings = await storeSettingsFrom(cache, db);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      buildingNumber: row.buildingNumber,
      street: row.street,
      district: row.district,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      additionalNumber: row.additionalNumber,
      shortAddress: row.shortAddress,
      type: row.type,
      location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
      isDefault: row.isDefault,
      delivery: deliveryFor(settings, row.city),
    };
  }

  const mine = (shopperId: string, id: string) => and(eq(addresses.shopperId, shopperId), eq(addresses.id, id));

  registerEndpoint(app, listAddresses, resolve, async ({ shopperId }) => {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.shopperId, shopperId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
    return { items: await Promise.all(rows.map(view)) };
  });

  registerEndpoint(app, createAddress, resolve, async ({ body, shopperId }) => {
    const row = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.shopperId, shopperId));
      const total = existing?.n ?? 0;
      if (total >= MAX_ADDRESSES) throw new HttpError(409, 'too_many_addresses', `At most ${MAX_ADDRESSES} addresses`);
      const isDefault = body.isDefault || total === 0;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.shopperId, shopperId));
      const [inserted] = await tx
        .insert(addresses)
        .values({ shopperId, ...columnsOf(body), isDefault })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('insert returned no row');
    return view(row);
  });

  registerEndpoint(app, updateAddress, resolve, async ({ params, body, shopperId }) => {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(addresses).where(mine(shopperId, params.id));
      if (!current) throw notFound('No such address');
      const isDefault = current.isDefault || body.isDefault;
      if (body.isDefault && !current.isDefault) {
        await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.shopperId, shopperId));
      }
      const [updated] = await tx
        .update(addresses)
        .set({ ...columnsOf(body), isDefault })
        .where(mine(shopperId, params.id))
        .returning();
      return updated;
    });
    if (!row) throw notFound('No such address');
    return view(row);
  });

  registerEndpoint(app, deleteAddress, resolve, async ({ params, shopperId }) => {
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(addresses).where(mine(shopperId, params.id)).returning();
      if (!deleted) throw notFound('No such address');
      if (deleted.isDefault) {
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.shopperId, shopperId))
          .orderBy(desc(addresses.createdAt))
          .limit(1);
        if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
      }
    });
    return undefined;
  });

  registerEndpoint(app, setDefaultAddress, resolve, async ({ params, shopperId }) => {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select({ id: addresses.id }).from(addresses).where(mine(shopperId, params.id));
      if (!current) throw notFound('No such address');
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.shopperId, shopperId));
      const [updated] = await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(mine(shopperId, params.id))
        .returning();
      return updated;
    });
    if (!row) throw notFound('No such address');
    return view(row);
  });
}
