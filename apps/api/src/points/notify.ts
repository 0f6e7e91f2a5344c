import { pathTo } from '@juicyin/contract/paths';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { shoppers } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type PointsChangeReason, pointsBalanceEmail } from '../mail/templates.ts';
import { pointsBalance } from './ledger.ts';

/** Where the shop is, for links in e-mails sent outside a request (jobs, staff actions). */
export const DEFAULT_SHOP_URL = 'http://127.0.0.1:3000';

/**
 * The "points balance update" e-mail after points were credited or redeemed, in the shopper's
 * language, when the shopper keeps balance updates on. Call it after the transaction committed.
 */
export async function notifyPointsChange(
  db: Database,
  mailer: Mailer,
  shopUrl: string,
  shopperId: string,
  change: number,
  reason: PointsChangeReason,
): Promise<boolean> {
  if (change === 0) return false;
  const [shopper] = await db
    .select({
      email: shoppers.email,
      firstName: shoppers.firstName,
      language: shoppers.preferredLanguage,
      notify: shoppers.notifyBalance,
    })
    .from(shoppers)
    .where(eq(shoppers.id, shopperId));
  if (!shopper?.notify) return false;
  const balance = await pointsBalance(db, shopperId);
  await mailer.send(
    shopper.email,
    pointsBalanceEmail(shopper.language, {
      firstName: shopper.firstName,
      change,
      reason,
      balance,
      link: `${shopUrl}${pathTo('points')}`,
    }),
  );
  return true;
}
