import { idempotencyKeySchema } from '@juicyin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../database.ts';
import { HttpError } from '../http/errors.ts';
import { claimKey } from './keys.ts';

// The Idempotency-Key protocol over HTTP, one way for every create that a double submit would
// duplicate (placing an order, creating a coupon): the header's rule, and what a claim answers.

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
