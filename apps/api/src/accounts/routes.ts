import {
  changePassword,
  getMe,
  getPoints,
  login,
  logout,
  register,
  updateNotificationSettings,
  updateProfile,
} from '@juicyin/contract';
import { POINTS_FOR_REGISTRATION } from '@juicyin/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { shoppers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { grantCoupon, WELCOME_COUPON } from '../coupons/coupons.ts';
import { creditPoints, pointsHistory } from '../points/ledger.ts';
import { ensureReferralCode, findReferrer } from '../points/referral.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { findShopper, type ShopperRow, shopperView } from './shopper-view.ts';
import { emailLinkRoutes, sendVerification } from './email-links.ts';

type AccountDeps = Pick<AppDeps, 'db' | 'sessions' | 'resolve' | 'loginThrottle' | 'mailer' | 'clock' | 'shopUrl'>;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null);) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) break;
  }
  return false;
}

const emailTaken = () =>
  new HttpError(409, 'email_taken', 'An account with this e-mail address exists', {
    email: 'An account with this e-mail address exists',
  });

export function accountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, sessions, loginThrottle: throttle, resolve, clock } = deps;

  registerEndpoint(app, register, resolve, async ({ body, request, reply }) => {
    // A friend's referral code: the friend earns 100 points when this shopper's first order is delivered.
    const referrer = body.referralCode === undefined ? undefined : await findReferrer(db, body.referralCode);
    if (body.referralCode !== undefined && referrer === undefined) {
      throw new HttpError(400, 'invalid_input', 'The request is not valid; see the field messages', {
        referralCode: 'No shopper has this referral code; check it or leave it empty',
      });
    }
    const passwordHash = await hashPassword(body.password);
    const now = clock();
    let shopper: ShopperRow;
    try {
      shopper = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(shoppers)
          .values({
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            passwordHash,
            preferredLanguage: body.locale,
            notifyBalance: true,
            notifyExpiry: true,
            notifyNewsletter: false,
            notifyMessages: true,
            referredBy: referrer ?? null,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await creditPoints(tx, row.id, 'registration', POINTS_FOR_REGISTRATION, now);
        await grantCoupon(tx, row.id, WELCOME_COUPON, now);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await ensureReferralCode(db, shopper.id);
    await sendVerification(deps, request, shopper);
    await sessions.start(reply, request, shopper.id, false);
    return { shopper: await shopperView(db, shopper) };
  });

  registerEndpoint(app, login, resolve, async ({ body, request, reply }) => {
    const wait = await throttle.retryAfter(body.email, request.ip);
    if (wait > 0) {
      throw new HttpError(
        429,
        'too_many_attempts',
        'Too many failed sign-ins. Try again later or reset your password.',
        undefined,
        {
          'retry-after': String(wait),
        },
      );
    }
    const [row] = await db
      .select()
      .from(shoppers)
      .where(sql`lower(${shoppers.email}) = ${body.email}`);
    const ok = await verifyPassword(body.password, row?.passwordHash ?? (await dummyPasswordHash()));
    if (!row || !ok) {
      await throttle.recordFailure(body.email, request.ip);
      throw new HttpError(401, 'invalid_credentials', 'Wrong e-mail or password');
    }
    await throttle.clear(body.email);
    await sessions.start(reply, request, row.id, body.rememberMe);
    return { shopper: await shopperView(db, row) };
  });

  registerEndpoint(app, logout, resolve, async ({ request, reply }) => {
    await sessions.end(request, reply);
    return undefined;
  });

  registerEndpoint(app, getMe, resolve, async ({ shopperId }) => shopperView(db, await findShopper(db, shopperId)));

  registerEndpoint(app, updateProfile, resolve, async ({ body, shopperId, request }) => {
    const current = await findShopper(db, shopperId);
    const emailChanged = body.email !== undefined && body.email !== current.email;
    let updated: ShopperRow | undefined;
    try {
      [updated] = await db
        .update(shoppers)
        .set({
          ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
          ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
          ...(body.mobile !== undefined ? { mobile: body.mobile } : {}),
          ...(body.preferredLanguage !== undefined ? { preferredLanguage: body.preferredLanguage } : {}),
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
          ...(body.birthdate !== undefined ? { birthdate: body.birthdate } : {}),
          ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
        })
        .where(eq(shoppers.id, shopperId))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    if (!updated) throw new Error('update returned no row');
    if (emailChanged) await sendVerification(deps, request, updated);
    return shopperView(db, updated);
  });

  registerEndpoint(app, changePassword, resolve, async ({ body, shopperId, request }) => {
    const shopper = await findShopper(db, shopperId);
    if (!(await verifyPassword(body.currentPassword, shopper.passwordHash))) {
      throw new HttpError(403, 'wrong_password', 'The current password is wrong', {
        currentPassword: 'The current password is wrong',
      });
    }
    await db
      .update(shoppers)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(shoppers.id, shopperId));
    await sessions.endOthers(shopperId, request);
    return undefined;
  });

  emailLinkRoutes(app, deps);

  registerEndpoint(app, getPoints, resolve, async ({ shopperId }) => {
    const rows = await pointsHistory(db, shopperId);
    const shopper = await shopperView(db, await findShopper(db, shopperId));
    return {
      balance: shopper.points,
      history: rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        type: row.type as 'registration',
        amount: row.amount,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      })),
    };
  });

  registerEndpoint(app, updateNotificationSettings, resolve, async ({ body, shopperId }) => {
    const [row] = await db
      .update(shoppers)
      .set({
        notifyBalance: body.balanceUpdate,
        notifyExpiry: body.pointExpiration,
        notifyNewsletter: body.newsletter,
        notifyMessages: body.messages,
      })
      .where(eq(shoppers.id, shopperId))
      .returning();
    if (!row) throw new Error('update returned no row');
    return shopperView(db, row);
  });
}
