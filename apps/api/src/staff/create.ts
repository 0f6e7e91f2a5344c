import { checkPassword, isEmail } from '@juicyin/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../accounts/password.ts';
import type { Database } from '../database.ts';
import { shoppers } from '../db/schema.ts';
import { ensureReferralCode } from '../points/referral.ts';

export interface StaffInput {
  readonly email: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  /** Needed only for a new account. */
  readonly password?: string | undefined;
}

export type StaffResult =
  | { readonly action: 'created'; readonly id: string; readonly email: string }
  | { readonly action: 'promoted'; readonly id: string; readonly email: string }
  | { readonly action: 'unchanged'; readonly id: string; readonly email: string };

export class StaffInputError extends Error {
  override readonly name = 'StaffInputError';
}

/**
 * Makes a staff account (`pnpm --filter @juicyin/api staff:create`): an existing account with the
 * e-mail address becomes staff; otherwise a new, verified staff account is created with the
 * password (the same policy as registration).
 */
export async function createStaff(db: Database, input: StaffInput): Promise<StaffResult> {
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw new StaffInputError(`"${input.email}" is not an e-mail address`);
  const [existing] = await db
    .select({ id: shoppers.id, role: shoppers.role })
    .from(shoppers)
    .where(eq(shoppers.email, email));
  if (existing) {
    if (existing.role === 'staff') return { action: 'unchanged', id: existing.id, email };
    await db.update(shoppers).set({ role: 'staff' }).where(eq(shoppers.id, existing.id));
    return { action: 'promoted', id: existing.id, email };
  }
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  if (firstName === '' || lastName === '') throw new StaffInputError('A new staff account needs a first and last name');
  const password = input.password ?? '';
  const check = checkPassword(password);
  if (!check.ok) {
    throw new StaffInputError(
      check.reason === 'too_short' ? 'Use a password of at least 8 characters' : 'This password is too common',
    );
  }
  const [row] = await db
    .insert(shoppers)
    .values({
      email,
      firstName,
      lastName,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      preferredLanguage: 'en',
      notifyBalance: false,
      notifyExpiry: false,
      notifyNewsletter: false,
      notifyMessages: false,
      role: 'staff',
    })
    .returning({ id: shoppers.id });
  if (!row) throw new Error('insert returned no row');
  await ensureReferralCode(db, row.id);
  return { action: 'created', id: row.id, email };
}
