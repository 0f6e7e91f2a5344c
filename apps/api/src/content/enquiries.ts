import { sendEnquiry, sendPriceMatch } from '@juicyin/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { enquiries, shoppers } from '../db/schema.ts';
import { registerEndpoint } from '../http/route.ts';
import { Throttle, type ThrottleLimit, type ThrottleScope } from '../http/throttle.ts';
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

  /**
   * Takes a turn of the sender's client address (refused after `limit` in its window), then stores
   * what they sent with the language its acknowledgement goes in.
   */
  async function receive(
    request: FastifyRequest,
    turn: { readonly name: ThrottleScope; readonly limit: ThrottleLimit; readonly refusal: string },
    values: Omit<typeof enquiries.$inferInsert, 'locale'>,
    asked: 'en' | 'ar' | undefined,
  ) {
    await throttle.take(turn.name, request.ip, turn.limit, turn.refusal);
    const locale = await languageOf(request, asked);
    const [row] = await db
      .insert(enquiries)
      .values({ ...values, locale })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { locale, answer: { id: row.id, receivedAt: row.createdAt.toISOString() } };
  }

  registerEndpoint(app, sendEnquiry, resolve, async ({ body, request }) => {
    const { locale, answer } = await receive(
      request,
      {
        name: 'enquiry',
        limit: throttles.enquiry,
        refusal: 'You have sent several messages in a short time. Wait a little before sending another.',
      },
      { kind: 'contact', fullName: body.fullName, email: body.email, enquiry: body.enquiry },
      body.locale,
    );
    await mailer.send(body.email, enquiryReceivedEmail(locale, { fullName: body.fullName, enquiry: body.enquiry }));
    return answer;
  });

  registerEndpoint(app, sendPriceMatch, resolve, async ({ body, request }) => {
    const { locale, answer } = await receive(
      request,
      {
        name: 'price-match',
        limit: throttles.priceMatch,
        refusal: 'You have sent several price-match reports in a short time. Wait a little before sending another.',
      },
      {
        kind: 'price-match',
        fullName: body.fullName,
        email: body.email,
        product: body.product,
        seenAt: body.seenAt,
        price: body.price,
        link: body.link,
      },
      body.locale,
    );
    await mailer.send(body.email, priceMatchReceivedEmail(locale, body));
    return answer;
  });
}
