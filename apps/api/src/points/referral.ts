import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { shoppers } from '../db/schema.ts';

/** No 0/O or 1/I: codes are read aloud and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The shopper's referral code, made on first use for shoppers registered before codes existed
 * (a new random code until one is free; concurrent callers end with the same code).
 */
export async function ensureReferralCode(db: Database, shopperId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const [current] = await db.select({ code: shoppers.referralCode }).from(shoppers).where(eq(shoppers.id, shopperId));
    if (!current) throw new Error(`no shopper ${shopperId}`);
    if (current.code !== null) return current.code;
    try {
      await db
        .update(shoppers)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(shoppers.id, shopperId), isNull(shoppers.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not find a free referral code');
}

/** The shopper whose referral code this is (codes are upper-case), or undefined. */
export async function findReferrer(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: shoppers.id })
    .from(shoppers)
    .where(eq(shoppers.referralCode, sql`upper(${code})`));
  return row?.id;
}
