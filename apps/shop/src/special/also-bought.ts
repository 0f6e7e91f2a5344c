import type { ProductSummary } from '@juicyin/contract';

// The page's own, apart from `special-params.ts`: the route table imports that for its loader, so
// it is in every first paint.

/**
 * "Customer also Shopped for" the specials: the co-purchases of each special taken in turn (the
 * first of each, then the second of each…), each product once, none of the specials themselves.
 */
export function mergeAlsoBought(
  lists: readonly (readonly ProductSummary[])[],
  exclude: ReadonlySet<string>,
  limit: number,
): ProductSummary[] {
  const merged: ProductSummary[] = [];
  const seen = new Set(exclude);
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let position = 0; position < longest && merged.length < limit; position += 1) {
    for (const list of lists) {
      const product = list[position];
      if (!product || seen.has(product.slug)) continue;
      seen.add(product.slug);
      merged.push(product);
      if (merged.length === limit) break;
    }
  }
  return merged;
}
