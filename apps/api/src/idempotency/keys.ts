import { createHash } from 'node:crypto';
import { MAX_INPUT_DEPTH } from '@juicyin/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { Row } from '../db/rows.ts';
import type { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { query } from '../orders/sql.ts';

/** Keys are kept (and replayed) at least this long; older ones may be purged. */
export const KEY_RETENTION_MS = 24 * 3_600_000;
/**
 * An 'in-flight' claim older than this belongs to a request that died with its process (the order
 * transaction marks the key 'done' in the same commit, so such a claim created nothing): a retry
 * with the same body takes it over.
 */
export const STALE_CLAIM_MS = 60_000;

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'in-flight' }
  | { readonly kind: 'mismatch' };

/**
 * The body with its keys sorted. Bounded: the JSON parser refuses bodies nested deeper than
 * `MAX_INPUT_DEPTH` before anything recurses, and this refuses them again rather than overflow.
 */
function canonical(value: unknown, depth = 0): unknown {
  if (depth > MAX_INPUT_DEPTH) {
    throw new HttpError(
      400,
      'body_too_deep',
      `JSON bodies may nest objects and arrays at most ${MAX_INPUT_DEPTH} deep`,
    );
  }
  if (Array.isArray(value)) return value.map((item) => canonical(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key], depth + 1)]),
    );
  }
  return value;
}

/**
 * SHA-256 of the request body with its keys sorted. The card's number and security code never go
 * into it: only the last four digits of the number stand for the card (with name and expiry), so
 * the stored hash cannot be used to guess a card number.
 */
export function requestHash(body: unknown): string {
  let safe = body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'card' in body) {
    const { card, ...rest } = body as { card: unknown } & Record<string, unknown>;
    let cardPart: unknown = card;
    if (card !== null && typeof card === 'object') {
      const kept = Object.fromEntries(Object.entries(card).filter(([name]) => name !== 'number' && name !== 'cvv'));
      const number = (card as Record<string, unknown>)['number'];
      const digits = typeof number === 'string' ? number.replace(/\D/g, '') : '';
      cardPart = { ...kept, last4: digits.slice(-4) };
    }
    safe = { ...rest, card: cardPart };
  }
  return createHash('sha256')
    .update(safe === undefined ? 'undefined' : JSON.stringify(canonical(safe)))
    .digest('hex');
}

const lastPurge = new WeakMap<Database, number>();

/** Deletes keys past the retention (at most once an hour per process). */
export async function purgeExpiredKeys(db: Database, now: Date): Promise<void> {
  const previous = lastPurge.get(db) ?? 0;
  if (now.getTime() - previous < 3_600_000) return;
  lastPurge.set(db, now.getTime());
  await db.execute(sql`delete from idempotency_keys where created_at < ${new Date(now.getTime() - KEY_RETENTION_MS)}`);
}

/**
 * Claims a key for a request in its own short transaction: a new key is inserted 'in-flight';
 * an existing one answers with what the caller must do — replay the stored answer, 409 while the
 * first request is running, 422 when the body differs. A stale in-flight claim with the same body
 * is taken over.
 */
export async function claimKey(
  db: Database,
  input: { shopperId: string; key: string; hash: string; now: Date },
): Promise<Claim> {
  const inserted = await query<Pick<Row<typeof idempotencyKeys>, 'key'>>(
    db,
    sql`insert into idempotency_keys (shopper_id, key, request_hash, state, created_at)
        values (${input.shopperId}, ${input.key}, ${input.hash}, 'in-flight', ${input.now})
        on conflict do nothing returning key`,
  );
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await query<
    Pick<Row<typeof idempotencyKeys>, 'request_hash' | 'state' | 'response_status' | 'response_body' | 'created_at'>
  >(
    db,
    sql`select request_hash, state, response_status, response_body, created_at from idempotency_keys
        where shopper_id = ${input.shopperId} and key = ${input.key}`,
  );
  // Purged between the insert and the select: try once more.
  if (!row) return claimKey(db, input);
  if (row.request_hash !== input.hash) return { kind: 'mismatch' };
  if (row.state === 'done') {
    const body = typeof row.response_body === 'string' ? (JSON.parse(row.response_body) as unknown) : row.response_body;
    return { kind: 'replay', status: row.response_status ?? 200, body };
  }
  const staleBefore = new Date(input.now.getTime() - STALE_CLAIM_MS);
  if (new Date(row.created_at).getTime() < staleBefore.getTime()) {
    const taken = await query<Pick<Row<typeof idempotencyKeys>, 'key'>>(
      db,
      sql`update idempotency_keys set created_at = ${input.now}
          where shopper_id = ${input.shopperId} and key = ${input.key} and state = 'in-flight'
            and created_at < ${staleBefore} returning key`,
    );
    if (taken.length > 0) return { kind: 'claimed' };
  }
  return { kind: 'in-flight' };
}

export interface KeyAnswer {
  readonly shopperId: string;
  readonly key: string;
  readonly status: number;
  readonly body: unknown;
}

/** The statement storing the answer to replay (placing an order runs it with the charge's record, see `inOneStatement`). */
export function completeKeyStatement(input: KeyAnswer): SQL {
  return sql`update idempotency_keys set state = 'done', response_status = ${input.status},
                    response_body = ${JSON.stringify(input.body)}::jsonb
             where shopper_id = ${input.shopperId} and key = ${input.key} and state = 'in-flight'`;
}

/** Stores the answer to replay (in the order transaction for a success, alone for a final failure). */
export async function completeKey(db: Database, input: KeyAnswer): Promise<void> {
  await db.execute(completeKeyStatement(input));
}

/**
 * At start on the embedded database (one process owns it): every 'in-flight' claim belongs to a
 * request that died with the previous process and created nothing (a placed order marks its key
 * 'done' in the same commit), so it goes, and a retry with its key places the order at once.
 * Returns how many were released.
 */
export async function releaseAbandonedClaims(db: Database): Promise<number> {
  // An app built on a database that is not migrated (yet) has no claims to release.
  const [table] = await query<{ name: string | null }>(db, sql`select to_regclass('idempotency_keys')::text as name`);
  if (!table?.name) return 0;
  const released = await query<Pick<Row<typeof idempotencyKeys>, 'key'>>(
    db,
    sql`delete from idempotency_keys where state = 'in-flight' returning key`,
  );
  return released.length;
}

/** After an unexpected error: the claim goes, so a retry with the key can proceed. */
export async function releaseKey(db: Database, input: { shopperId: string; key: string }): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys
        where shopper_id = ${input.shopperId} and key = ${input.key} and state = 'in-flight'`,
  );
}
