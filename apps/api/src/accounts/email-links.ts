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

type TokenPurpose = (typeof tokens.$inferSelect)['purpose'];

/** Each e-mailed link: how long it is valid, the shop's page it opens and the e-mail that carries it. */
const LINKS = {
  'verify-email': { lifetimeMs: VERIFY_LINK_MS, page: 'verifyEmail', email: verificationEmail },
  'reset-password': { lifetimeMs: RESET_LINK_MS, page: 'resetPassword', email: passwordResetEmail },
} as const satisfies Record<TokenPurpose, unknown>;

/** Writes a single-use token for the shopper's address and e-mails its link. */
async function emailLink(
  { db, clock, mailer, shopUrl }: LinkDeps,
  request: FastifyRequest,
  shopper: ShopperRow,
  purpose: TokenPurpose,
): Promise<void> {
  const kind = LINKS[purpose];
  const { secret, hash } = newSecret();
  await db.insert(tokens).values({
    hash,
    shopperId: shopper.id,
    purpose,
    email: shopper.email,
    expiresAt: new Date(clock().getTime() + kind.lifetimeMs),
  });
  const link = `${shopUrl(request)}${pathTo(kind.page, { token: secret })}`;
  await mailer.send(shopper.email, kind.email(shopper.preferredLanguage, shopper.firstName, link));
}

/** Writes a verification token for the shopper's address and e-mails its link. */
export const sendVerification = (deps: LinkDeps, request: FastifyRequest, shopper: ShopperRow): Promise<void> =>
  emailLink(deps, request, shopper, 'verify-email');

/** Marks an unused, unexpired token used, once, whatever the races; returns it or throws 410. */
async function consumeToken({ db, clock }: Pick<LinkDeps, 'db' | 'clock'>, secret: string, purpose: TokenPurpose) {
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
  const { db, sessions, loginThrottle: throttle, resolve, clock } = deps;

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
    if (shopper) await emailLink(deps, request, shopper, 'reset-password');
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
