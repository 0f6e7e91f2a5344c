import { pathTo } from '@juicyin/contract/paths';
import { forgotPassword, requestEmailVerification, resetPassword, verifyEmail } from '@juicyin/contract';
import { POINTS_FOR_EMAIL_VERIFIED } from '@juicyin/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { shoppers, tokens } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { registerEndpoint } from '../http/route.ts';
import { passwordResetEmail, verificationEmail } from '../mail/templates.ts';
import { creditPoints } from '../points/ledger.ts';
import { findShopper, type ShopperRow, shopperView } from './shopper-view.ts';
import { hashPassword } from './password.ts';
import { hashSecret, newSecret } from './tokens.ts';

export const VERIFY_LINK_MS = 7 * 86_400_000;
export const RESET_LINK_MS = 3_600_000;

type LinkDeps = Pick<AppDeps, 'db' | 'sessions' | 'resolve' | 'loginThrottle' | 'mailer' | 'clock' | 'shopUrl'>;

/** Writes a verification token for the shopper's address and e-mails its link. */
export async function sendVerification(deps: LinkDeps, request: FastifyRequest, shopper: ShopperRow): Promise<void> {
  const { db, clock, mailer } = deps;
  const { secret, hash } = newSecret();
  await db.insert(tokens).values({
    hash,
    shopperId: shopper.id,
    purpose: 'verify-email',
    email: shopper.email,
    expiresAt: new Date(clock().getTime() + VERIFY_LINK_MS),
  });
  const link = `${deps.shopUrl(request)}${pathTo('verifyEmail', { token: secret })}`;
  await mailer.send(shopper.email, verificationEmail(shopper.preferredLanguage, shopper.firstName, link));
}

/** Marks an unused, unexpired token used, once, whatever the races; returns it or throws 410. */
async function consumeToken(
  { db, clock }: Pick<LinkDeps, 'db' | 'clock'>,
  secret: string,
  purpose: 'verify-email' | 'reset-password',
) {
  const [token] = await db
    .update(tokens)
    .set({ usedAt: clock() })
    .where(
      and(
        eq(tokens.hash, hashSecret(secret)),
        eq(tokens.purpose, purpose),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, clock()),
      ),
    )
    .returning();
  if (!token) throw new HttpError(410, 'invalid_token', 'This link is unknown, already used or expired');
  return token;
}

/**
 * The e-mailed links of an account: verifying the e-mail address (points when verified) and
 * resetting a forgotten password (every session ends, the sign-in throttle is cleared).
 */
export function emailLinkRoutes(app: FastifyInstance, deps: LinkDeps): void {
  const { db, sessions, loginThrottle: throttle, mailer, resolve, clock } = deps;

  registerEndpoint(app, requestEmailVerification, resolve, async ({ shopperId, request }) => {
    const shopper = await findShopper(db, shopperId);
    if (shopper.emailVerifiedAt) throw new HttpError(409, 'already_verified', 'Your e-mail address is verified');
    await sendVerification(deps, request, shopper);
    return undefined;
  });

  registerEndpoint(app, verifyEmail, resolve, async ({ body }) => {
    const token = await consumeToken(deps, body.token, 'verify-email');
    const now = clock();
    const credited = await db.transaction(async (tx) => {
      const [verified] = await tx
        .update(shoppers)
        .set({ emailVerifiedAt: now })
        .where(and(eq(shoppers.id, token.shopperId), sql`lower(${shoppers.email}) = ${token.email}`))
        .returning({ id: shoppers.id });
      if (!verified) return null;
      return creditPoints(tx, token.shopperId, 'email-verified', POINTS_FOR_EMAIL_VERIFIED, now);
    });
    if (credited === null) {
      throw new HttpError(410, 'invalid_token', 'This link is for an e-mail address the account no longer uses');
    }
    return { shopper: await shopperView(db, await findShopper(db, token.shopperId)), pointsCredited: credited };
  });

  registerEndpoint(app, forgotPassword, resolve, async ({ body, request }) => {
    const [shopper] = await db
      .select()
      .from(shoppers)
      .where(sql`lower(${shoppers.email}) = ${body.email}`);
    if (shopper) {
      const { secret, hash } = newSecret();
      await db.insert(tokens).values({
        hash,
        shopperId: shopper.id,
        purpose: 'reset-password',
        email: shopper.email,
        expiresAt: new Date(clock().getTime() + RESET_LINK_MS),
      });
      const link = `${deps.shopUrl(request)}${pathTo('resetPassword', { token: secret })}`;
      await mailer.send(shopper.email, passwordResetEmail(shopper.preferredLanguage, shopper.firstName, link));
    }
    return undefined;
  });

  registerEndpoint(app, resetPassword, resolve, async ({ body }) => {
    const passwordHash = await hashPassword(body.password);
    const token = await consumeToken(deps, body.token, 'reset-password');
    await db.update(shoppers).set({ passwordHash }).where(eq(shoppers.id, token.shopperId));
    await sessions.endOthers(token.shopperId);
    await throttle.clear(token.email);
    return undefined;
  });
}
