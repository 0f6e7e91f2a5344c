import type { Shopper } from '@juicyin/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { shoppers } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { pointsBalance } from '../points/ledger.ts';

export type ShopperRow = typeof shoppers.$inferSelect;

export async function findShopper(db: Database, id: string): Promise<ShopperRow> {
  const [row] = await db.select().from(shoppers).where(eq(shoppers.id, id));
  if (!row) throw notFound('No such shopper');
  return row;
}

export async function shopperView(db: Database, row: ShopperRow): Promise<Shopper> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    mobile: row.mobile,
    preferredLanguage: row.preferredLanguage,
    gender: row.gender,
    birthdate: row.birthdate,
    points: await pointsBalance(db, row.id),
    notifications: {
      balanceUpdate: row.notifyBalance,
      pointExpiration: row.notifyExpiry,
      newsletter: row.notifyNewsletter,
      messages: row.notifyMessages,
    },
  };
}
