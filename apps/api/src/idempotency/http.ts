import { idempotencyKeySchema } from '@juicyin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { claimKey, completeKey, completeKeyStatement, purgeExpiredKeys, releaseKey, requestHash } from './keys.ts';

// The Idempotency-Key protocol over HTTP, one way for every create that a double submit would
// duplicate (placing an order, creating a coupon, a product or a loyalty event): the header's rule,
// what a claim answers, and a staff create made once per key.

/** Marks an answer sent again for a key that already had one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * The request's Idempotency-Key, or 400 `idempotency_key_missing` at the header; `madeOncePer`
 * ends the hint ("a UUID made once per checkout attempt").
 */
export function idempotencyKeyOf(request: FastifyRequest, madeOncePer: string): string {
  const header = request.headers['idempotency-key'];
  const key = idempotencyKeySchema.safeParse(typeof header === 'string' ? header.trim() : undefined);
  if (!key.success) {
    throw new HttpError(
      400,
      'idempotency_key_missing',
      `Send an Idempotency-Key header (1–255 visible characters, e.g. a UUID made once per ${madeOncePer})`,
      { 'headers.idempotency-key': key.error.issues[0]?.message ?? 'Required' },
    );
  }
  return key.data;
}

/** What the shopper or staff member is told when the key was used for another body, or is still at work. */
export interface KeyRefusals {
  /** 422 `idempotency_key_reused`. */
  readonly reused: string;
  /** 409 `idempotency_in_flight` (with Retry-After). */
  readonly inFlight: string;
}

/**
 * Claims the key: false when this request may go on; true when an earlier request with it already
 * answered (that answer is sent again, marked replayed). Throws 409 while the first one runs and
 * 422 when the key came with another body.
 */
export async function answeredFromClaim(
  db: Database,
  reply: FastifyReply,
  claim: Parameters<typeof claimKey>[1],
  refusals: KeyRefusals,
): Promise<boolean> {
  const answer = await claimKey(db, claim);
  if (answer.kind === 'claimed') return false;
  if (answer.kind === 'mismatch') throw new HttpError(422, 'idempotency_key_reused', refusals.reused);
  if (answer.kind === 'in-flight') {
    throw new HttpError(409, 'idempotency_in_flight', refusals.inFlight, undefined, { 'retry-after': '1' });
  }
  await reply.header(REPLAYED_HEADER, 'true').code(answer.status).send(answer.body);
  return true;
}

/** What `createOnce` did: made the thing now, or sent the answer an earlier request with the key got. */
export type CreatedOnce<T> = { readonly replied: false; readonly created: T } | { readonly replied: true };

/**
 * A create a double submit would duplicate, made once per Idempotency-Key of `ownerId`: a key
 * already answered gets that answer again (`replied`); otherwise `create` runs in a transaction
 * that also stores its answer (201) for a retry. A refusal (4xx: a code or slug taken, an allowance
 * used up) is stored as the key's final answer; any other failure frees the key for a retry.
 */
export async function createOnce<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    readonly ownerId: string;
    readonly madeOncePer: string;
    readonly refusals: KeyRefusals;
    readonly now: Date;
  },
  create: (tx: Database) => Promise<T>,
): Promise<CreatedOnce<T>> {
  const scope = { shopperId: options.ownerId, key: idempotencyKeyOf(request, options.madeOncePer) };
  await purgeExpiredKeys(db, options.now);
  const claim = { ...scope, hash: requestHash(request.body), now: options.now };
  if (await answeredFromClaim(db, reply, claim, options.refusals)) return { replied: true };
  try {
    const created = await db.transaction(async (tx) => {
      const made = await create(tx);
      await tx.execute(completeKeyStatement({ ...scope, status: 201, body: made }));
      return made;
    });
    return { replied: false, created };
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
      await completeKey(db, { ...scope, status: error.status, body: error.toBody() });
    } else {
      await releaseKey(db, scope).catch(() => undefined);
    }
    throw error;
  }
}
