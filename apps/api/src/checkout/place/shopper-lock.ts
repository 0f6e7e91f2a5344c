import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import type { Row } from '../../db/rows.ts';
import type { idempotencyKeys, shoppers } from '../../db/schema.ts';
import { query } from '../../orders/sql.ts';

/** Thrown inside the transaction when another request finished with the key first: nothing is written. */
export class KeyTakenError extends Error {}

export interface LockedShopper {
  readonly email: string;
  readonly firstName: string;
  readonly language: 'en' | 'ar';
}

/**
 * Locks the shopper's row (`for update`) and, in the same statement, checks this request's claim on
 * its idempotency key: the key must still be in flight with this body. Throws `KeyTakenError` when
 * another request finished with the key first (or the claim is gone).
 */
export async function lockShopperAndCheckClaim(
  tx: Database,
  claim: { shopperId: string; idempotencyKey: string; requestHash: string },
): Promise<LockedShopper> {
  const [row] = await query<
    Pick<Row<typeof shoppers>, 'email' | 'first_name' | 'preferred_language'> &
      Pick<Row<typeof idempotencyKeys>, 'state' | 'request_hash'>
  >(
    tx,
    sql`select s.email, s.first_name, s.preferred_language, k.state, k.request_hash
        from shoppers s join idempotency_keys k on k.shopper_id = s.id and k.key = ${claim.idempotencyKey}
        where s.id = ${claim.shopperId} for update`,
  );
  if (!row || row.state !== 'in-flight' || row.request_hash !== claim.requestHash) throw new KeyTakenError();
  return { email: row.email, firstName: row.first_name, language: row.preferred_language === 'ar' ? 'ar' : 'en' };
}
