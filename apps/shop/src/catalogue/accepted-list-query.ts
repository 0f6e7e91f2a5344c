import { type ProductListQuery, productListQuerySchema } from '@juicyin/contract';
import type { ProductListParams } from './listing-params.ts';

/**
 * The filters of a product list that the API accepts, in its own format: an unreadable one (an
 * edited link, an old bookmark) is dropped instead of failing the page. Loaded with the data layer.
 */
export function acceptedListQuery(params: ProductListParams): ProductListQuery {
  const accepted: Record<string, string> = {};
  const shape: Record<string, { safeParse: (value: unknown) => { success: boolean } } | undefined> =
    productListQuerySchema.shape;
  for (const [name, value] of Object.entries(params)) {
    if (shape[name]?.safeParse(value).success === true) accepted[name] = value;
  }
  return accepted;
}
