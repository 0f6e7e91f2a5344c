// The catalogue rows of the seed: products generated from catalogue-data.ts (and more for benchmarks),
// their variants, ratings and sales history, and the specials of today and this week.
import { type Category, MATERIALS, sizesFor } from '@juicyin/domain';
import type { RawTransaction } from '../database.ts';
import { riyadhDay, riyadhIsoWeek } from '../catalogue/periods.ts';
import { describe, highlights, type ProductSeed, productSeeds } from './catalogue-data.ts';

/** A small deterministic generator, so every fresh database holds the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const sizeCode: Record<string, string> = { '1-ltr': '1L', '2-ltr': '2L', s: 'S', m: 'M', l: 'L', xl: 'XL' };
/** Price factor per size, in percent of the smallest size. */
const sizeFactor: Record<string, number> = { '1-ltr': 100, '2-ltr': 180, s: 100, m: 130, l: 160, xl: 190 };
/** A Glass bottle costs this much more than Regular (halalas); a refill costs less than Glass. */
const GLASS_SURCHARGE = 500;

interface GeneratedProduct {
  slug: string;
  nameEn: string;
  nameAr: string;
  seed: ProductSeed;
  ratingTenths: number;
  reviewCount: number;
  createdDaysAgo: number;
  variants: { sku: string; material: string; size: string; price: number; oldPrice: number | null; stock: number }[];
  refillPrice: number | null;
}

/** Products number `from` to `to - 1` of the catalogue; the first ones are the named seeds. */
export function generateProducts(from: number, to: number): GeneratedProduct[] {
  const products: GeneratedProduct[] = [];
  for (let index = from; index < to; index += 1) {
    const seed = productSeeds[index % productSeeds.length];
    if (!seed) throw new Error('no product seeds');
    const next = random(index + 1);
    const round = Math.floor(index / productSeeds.length);
    const slug = round === 0 ? kebab(seed.nameEn) : `${kebab(seed.nameEn)}-${round + 1}`;
    const sizes = cupSizes(seed.category, index);
    const onSale = index % 3 === 1;
    const variants = MATERIALS.flatMap((material) =>
      sizes.map((size) => {
        const base = Math.round((seed.basePrice * (sizeFactor[size] ?? 100)) / 100 / 25) * 25;
        const price = base + (material === 'glass' ? GLASS_SURCHARGE : 0);
        const oldPrice = onSale ? Math.round((price * 132) / 100 / 25) * 25 : null;
        const stock = next() < 0.08 ? 0 : 5 + Math.floor(next() * 95);
        return {
          sku: `J${String(index + 1).padStart(5, '0')}-${material === 'glass' ? 'G' : 'R'}-${sizeCode[size] ?? size}`,
          material,
          size,
          price,
          oldPrice,
          stock,
        };
      }),
    );
    const cheapestGlass = Math.min(...variants.filter((v) => v.material === 'glass').map((v) => v.price));
    products.push({
      slug,
      nameEn: round === 0 ? seed.nameEn : `${seed.nameEn} No. ${round + 1}`,
      nameAr: round === 0 ? seed.nameAr : `${seed.nameAr} رقم ${round + 1}`,
      seed,
      ratingTenths: 30 + Math.floor(next() * 21),
      reviewCount: Math.floor(next() * 240),
      createdDaysAgo: Math.floor(next() * 120),
      variants,
      refillPrice: cheapestGlass - GLASS_SURCHARGE - 200,
    });
  }
  return products;
}

/** Cups come in S, M and L, or S, M and XL (PRODUCT.md §2); bottles in 1 and 2 litres. */
function cupSizes(category: Category, index: number): readonly string[] {
  const sizes = sizesFor(category);
  if (sizes.includes('1-ltr')) return sizes;
  return index % 2 === 0 ? sizes.filter((size) => size !== 'xl') : sizes.filter((size) => size !== 'l');
}

export async function insertProducts(tx: RawTransaction, products: GeneratedProduct[], now: Date): Promise<number[]> {
  const column = <T>(pick: (product: GeneratedProduct) => T) => products.map(pick);
  const rows = await tx.query(
    `insert into products (slug, name_en, name_ar, description_en, description_ar, highlights_en, highlights_ar,
       category, flavour, flavour_en, flavour_ar, seasons, rating_tenths, review_count, refill_price, colour, created_at)
     select slug, name_en, name_ar, description_en, description_ar, $15::text[], $16::text[], category, flavour,
       flavour_en, flavour_ar, string_to_array(seasons, ','), rating, reviews, refill, colour,
       $17::timestamptz - make_interval(days => created)
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::int[], $12::int[], $13::int[], $14::text[], $18::int[])
       as t(slug, name_en, name_ar, description_en, description_ar, category, flavour, flavour_en, flavour_ar,
         seasons, rating, reviews, refill, colour, created)
     returning id, slug`,
    [
      column((p) => p.slug),
      column((p) => p.nameEn),
      column((p) => p.nameAr),
      column((p) => describe(p.seed).en),
      column((p) => describe(p.seed).ar),
      column((p) => p.seed.category),
      column((p) => p.seed.flavour),
      column((p) => p.seed.flavourEn),
      column((p) => p.seed.flavourAr),
      column((p) => p.seed.seasons.join(',')),
      column((p) => p.ratingTenths),
      column((p) => p.reviewCount),
      column((p) => p.refillPrice),
      column((p) => p.seed.colour),
      highlights.en,
      highlights.ar,
      now.toISOString(),
      column((p) => p.createdDaysAgo),
    ],
  );
  const ids = new Map(rows.map((row) => [String(row['slug']), Number(row['id'])]));
  const variants = products.flatMap((product) =>
    product.variants.map((variant, position) => ({ ...variant, position, productId: ids.get(product.slug) ?? 0 })),
  );
  await tx.query(
    `insert into variants (product_id, sku, material, size, price, old_price, stock, position)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[])`,
    [
      variants.map((v) => v.productId),
      variants.map((v) => v.sku),
      variants.map((v) => v.material),
      variants.map((v) => v.size),
      variants.map((v) => v.price),
      variants.map((v) => v.oldPrice),
      variants.map((v) => v.stock),
      variants.map((v) => v.position),
    ],
  );
  return products.map((product) => ids.get(product.slug) ?? 0);
}

export async function insertActivity(
  tx: RawTransaction,
  productIds: number[],
  now: Date,
  salesDays: number,
): Promise<void> {
  const next = random(productIds.length);
  const sales: { id: number; day: string; units: number }[] = [];
  const pairs = new Map<string, { a: number; b: number; orders: number }>();
  for (const id of productIds) {
    const days = new Set<number>();
    for (let k = 0; k < salesDays; k += 1) days.add(Math.floor(next() * 45));
    for (const daysAgo of days) {
      sales.push({
        id,
        day: riyadhDay(new Date(now.getTime() - daysAgo * 86_400_000)),
        units: 1 + Math.floor(next() * 30),
      });
    }
    for (let k = 0; k < 4; k += 1) {
      const other = productIds[Math.floor(next() * productIds.length)];
      if (other === undefined || other === id) continue;
      pairs.set(`${id}:${other}`, { a: id, b: other, orders: 1 + Math.floor(next() * 40) });
    }
  }
  await tx.query(
    `insert into product_sales (product_id, day, units) select * from unnest($1::int[], $2::date[], $3::int[])`,
    [sales.map((s) => s.id), sales.map((s) => s.day), sales.map((s) => s.units)],
  );
  const list = [...pairs.values()];
  await tx.query(
    `insert into co_purchases (product_id, other_product_id, orders) select * from unnest($1::int[], $2::int[], $3::int[])`,
    [list.map((p) => p.a), list.map((p) => p.b), list.map((p) => p.orders)],
  );
}

/** Specials for every day and ISO week from a month ago to about a year ahead. */
export async function insertSpecials(tx: RawTransaction, productIds: number[], now: Date): Promise<void> {
  const kinds: string[] = [];
  const periods: string[] = [];
  const ids: number[] = [];
  const weeks = new Set<string>();
  for (let offset = -31; offset <= 400; offset += 1) {
    const at = new Date(now.getTime() + offset * 86_400_000);
    const day = riyadhDay(at);
    for (let k = 0; k < 6; k += 1) {
      kinds.push('day');
      periods.push(day);
      ids.push(productIds[(offset * 7 + k * 5 + 400) % productIds.length] ?? 0);
    }
    const week = riyadhIsoWeek(at);
    if (!weeks.has(week)) {
      weeks.add(week);
      for (let k = 0; k < 8; k += 1) {
        kinds.push('week');
        periods.push(week);
        ids.push(productIds[(weeks.size * 11 + k * 3) % productIds.length] ?? 0);
      }
    }
  }
  await tx.query(
    `insert into specials (kind, period, product_id) select * from unnest($1::text[], $2::text[], $3::int[])
     on conflict do nothing`,
    [kinds, periods, ids],
  );
}
