import { sendEnquiry, sendPriceMatch } from '@juicyin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { enquiries, shoppers } from '../db/schema.ts';
import { registerEndpoint } from '../http/route.ts';
import { Throttle } from '../http/throttle.ts';
import { enquiryReceivedEmail, priceMatchReceivedEmail } from './emails.ts';

/**
 * 'Pitch us' enquiries and price-match reports: each stored, then acknowledged by e-mail to the
 * sender, at most `throttles.enquiry` / `throttles.priceMatch` per client address.
 */
export function enquiryRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'resolve' | 'mailer' | 'clock' | 'throttles'>,
): void {
  const { db, mailer, throttles, resolve } = deps;
  const throttle = new Throttle(db, deps.clock);

  /** The acknowledgement's language: the one asked for, else the signed-in shopper's, else null (both). */
  async function languageOf(request: FastifyRequest, asked: 'en' | 'ar' | undefined): Promise<'en' | 'ar' | null> {
    if (asked) return asked;
    const shopperId = await resolve(request);
    if (shopperId === null) return null;
    const [row] = await db
      .select({ language: shoppers.preferredLanguage })
      .from(shoppers)
      .where(eq(shoppers.id, shopperId));
    return row?.language === 'ar' ? 'ar' : row ? 'en' : null;
  }

  registerEndpoint(app, sendEnquiry, resolve, async ({ body, request }) => {
    await throttle.take(
      'enquiry',
      request.ip,
      throttles.enquiry,
      'You have sent several messages in a short time. Wait a little before sending another.',
    );
    const locale = await languageOf(request, body.locale);
    const [row] = await db
      .insert(enquiries)
      .values({ kind: 'contact', fullName: body.fullName, email: body.email, enquiry: body.enquiry, locale })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await mailer.send(body.email, enquiryReceivedEmail(locale, { fullName: body.fullName, enquiry: body.enquiry }));
    return { id: row.id, receivedAt: row.createdAt.toISOString() };
  });

  registerEndpoint(app, sendPriceMatch, resolve, async ({ body, request }) => {
    await throttle.take(
      'price-match',
      request.ip,
      throttles.priceMatch,
      'You have sent several price-match reports in a short time. Wait a little before sending another.',
    );
    const locale = await languageOf(request, body.locale);
    const [row] = await db
      .insert(enquiries)
      .values({
        kind: 'price-match',
        fullName: body.fullName,
        email: body.email,
        product: body.product,
        seenAt: body.seenAt,
        price: body.price,
        link: body.link,
        locale,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await mailer.send(body.email, priceMatchReceivedEmail(locale, body));
    return { id: row.id, receivedAt: row.createdAt.toISOString() };
  });
}
