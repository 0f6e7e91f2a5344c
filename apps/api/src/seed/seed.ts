import { CACHE_CHANNEL } from '../cache/cache.ts';
import type { DatabaseHandle } from '../database.ts';
import { productSeeds } from './catalogue-data.ts';
import { seedCoupons } from '../coupons/coupons.ts';
import { type InfoPageSeed, infoPageSeeds } from './page-data.ts';
import { fillContact, seedInfoPages } from './every-start.ts';

import { generateProducts, insertActivity, insertProducts, insertSpecials } from './catalogue-rows.ts';
import { insertContent } from './content-rows.ts';

/**
 * Seeds the store on first start: settings, delivery zones, the catalogue of PRODUCT.md §2 with
 * specials and sales history, blog posts and the FAQ. Runs once per database (idempotent, and
 * safe when several processes start together). Returns whether it seeded now. Every start also
 * adds what later versions seed into existing databases: coupons, information pages, contact
 * details; when it added a page, every process sharing the database drops its cached content.
 */
export async function seed(
  database: DatabaseHandle,
  now = new Date(),
  pages: readonly InfoPageSeed[] = infoPageSeeds,
): Promise<boolean> {
  let added: string[] = [];
  const seeded = await database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7420102)');
    // Standard coupons (welcome, tier) also reach databases seeded before coupons existed.
    await seedCoupons(tx);
    added = await seedInfoPages(tx, pages, now);
    const existing = await tx.query('select seeded_at from store_settings where id = 1');
    if (existing.length > 0) {
      await fillContact(tx);
      return false;
    }
    await insertContent(tx, now);
    await fillContact(tx);
    const ids = await insertProducts(tx, generateProducts(0, productSeeds.length), now);
    await insertActivity(tx, ids, now, 12);
    await insertSpecials(tx, ids, now);
    await tx.query('update store_settings set seeded_at = $1 where id = 1', [now.toISOString()]);
    return true;
  });
  // After the commit: a process that cached a page as missing reads it again.
  if (added.length > 0) await database.notify(CACHE_CHANNEL, 'content');
  return seeded;
}

/** Grows the catalogue to `total` products (benchmarks), in batches. Returns how many were added. */
export async function seedLarge(database: DatabaseHandle, total: number, now = new Date()): Promise<number> {
  await seed(database, now);
  const [row] = await database.rows<{ count: number }>('select count(*)::int as count from products');
  const have = row?.count ?? 0;
  for (let from = have; from < total; from += 2000) {
    const to = Math.min(total, from + 2000);
    await database.transaction(async (tx) => {
      const ids = await insertProducts(tx, generateProducts(from, to), now);
      await insertActivity(tx, ids, now, 2);
    });
  }
  return Math.max(0, total - have);
}
