import { orderPath } from '@juicyin/contract/paths';
import {
  fieldErrors,
  orderDetailSchema,
  placeOrder as placeOrderEndpoint,
  placeOrderBodySchema,
  quoteCheckout,
} from '@juicyin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { HttpError, unauthenticated } from '../http/errors.ts';
import { answeredFromClaim, idempotencyKeyOf } from '../idempotency/http.ts';
import { registerEndpoint } from '../http/route.ts';
import { completeKey, purgeExpiredKeys, releaseAbandonedClaims, releaseKey, requestHash } from '../idempotency/keys.ts';
import { orderPlacedEmail } from '../orders/emails.ts';
import { notifyPointsChange } from '../points/notify.ts';
import { cardProblems } from '../payments/card.ts';
import { storeSettingsFrom } from '../store/settings.ts';
import { placeOrder } from './place/place-order.ts';
import { KeyTakenError } from './place/shopper-lock.ts';
import { priceCheckout } from './pricing.ts';

type CheckoutDeps = Pick<
  AppDeps,
  'db' | 'cache' | 'catalogue' | 'resolve' | 'mailer' | 'clock' | 'shopUrl' | 'provider' | 'orderEvents' | 'embedded'
>;

/** An order's refusals for a key used for another order, or still placing one. */
const orderKeyRefusals = {
  reused: 'This Idempotency-Key was used for a different order; make a new key for a new order',
  inFlight: 'An order with this Idempotency-Key is still being placed; wait for its answer',
};

export function checkoutRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  const { db, cache, catalogue, resolve, clock } = deps;
  if (deps.embedded) {
    app.addHook('onReady', async () => {
      // Best effort: without it an abandoned claim is taken over after STALE_CLAIM_MS instead.
      const released = await releaseAbandonedClaims(db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'idempotency keys left in flight could not be released');
        return 0;
      });
      if (released > 0) app.log.warn({ released }, 'released idempotency keys left in flight by the previous process');
    });
  }

  registerEndpoint(app, quoteCheckout, resolve, async ({ body, shopperId }) => {
    const settings = await storeSettingsFrom(cache, db);
    return (await priceCheckout(db, settings, shopperId, body, clock())).quote;
  });

  /**
   * Placing an order is registered by hand: the Idempotency-Key protocol wraps validation too, so
   * an invalid body is a final answer replayed for its key like any other.
   */
  app.route({
    method: placeOrderEndpoint.method,
    url: placeOrderEndpoint.path,
    handler: async (request, reply) => {
      const shopperId = await resolve(request);
      if (shopperId === null) throw unauthenticated();
      const now = clock();
      const key = idempotencyKeyOf(request, 'checkout attempt');
      const scope = { shopperId, key };
      const hash = requestHash(request.body);
      await purgeExpiredKeys(db, now);

      const answerFromClaim = () => answeredFromClaim(db, reply, { ...scope, hash, now }, orderKeyRefusals);
      if (await answerFromClaim()) return reply;

      try {
        const placed = await attempt(request, shopperId, key, hash, now);
        if (placed.soldOut) await catalogue.invalidate();
        deps.orderEvents.published().catch((error: unknown) => {
          request.log.error({ err: error }, 'the live order streams were not told of a new order');
        });
        const origin = deps.shopUrl(request);
        const email = orderPlacedEmail(
          placed.shopper.language,
          placed.shopper.firstName,
          placed.order,
          `${origin}${orderPath(placed.order.number)}`,
        );
        deps.mailer.send(placed.shopper.email, email).catch((error: unknown) => {
          request.log.error({ err: error, order: placed.order.number }, 'the order-placed e-mail was not sent');
        });
        // The points balance update e-mail (when the shopper keeps it on) for the points redeemed.
        notifyPointsChange(db, deps.mailer, origin, shopperId, -placed.order.totals.pointsRedeemed, 'redeemed').catch(
          (error: unknown) => request.log.error({ err: error }, 'the points balance e-mail was not sent'),
        );
        return await reply.code(201).send(orderDetailSchema.parse(placed.order));
      } catch (error) {
        if (error instanceof KeyTakenError) {
          if (await answerFromClaim()) return reply;
          throw new HttpError(409, 'idempotency_in_flight', 'An order with this Idempotency-Key is being placed');
        }
        if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
          // A final answer: the retry with this key gets it again.
          await completeKey(db, { ...scope, status: error.status, body: error.toBody() });
          throw error;
        }
        await releaseKey(db, scope).catch(() => undefined);
        throw error;
      }
    },
  });

  async function attempt(request: FastifyRequest, shopperId: string, key: string, hash: string, now: Date) {
    const parsed = placeOrderBodySchema.safeParse(request.body ?? undefined);
    if (!parsed.success) {
      throw new HttpError(400, 'invalid_input', 'The request is not valid; see the field messages', {
        ...fieldErrors(parsed.error),
      });
    }
    const body = parsed.data;
    if (body.card) {
      const problems = cardProblems(body.card, now);
      if (Object.keys(problems).length > 0) {
        throw new HttpError(400, 'invalid_card', 'Check the card details', problems);
      }
    }
    const settings = await storeSettingsFrom(cache, db);
    return placeOrder(
      db,
      { settings, provider: deps.provider },
      {
        shopperId,
        idempotencyKey: key,
        requestHash: hash,
        addressId: body.addressId,
        couponCode: body.couponCode,
        pointsToRedeem: body.pointsToRedeem,
        walletAmount: body.walletAmount,
        paymentMethod: body.paymentMethod,
        card: body.card,
        expectedGrandTotal: body.expectedGrandTotal,
        now,
      },
    );
  }
}
