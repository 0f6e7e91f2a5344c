// The catalogue as staff see it through the staff API, for journeys that change a product and put
// it back as it was at the end.
import { type APIRequestContext, expect } from '@playwright/test';
import {
  buildPath,
  getStaffProduct,
  type StaffProduct,
  type StaffVariant,
  updateStaffVariants,
} from '@juicyin/contract';

/** The product with its variants and version, as the editor opens it. */
export async function staffProduct(staff: APIRequestContext, slug: string): Promise<StaffProduct> {
  const response = await staff.get(buildPath(getStaffProduct.path, { slug }));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffProduct;
}

/** Puts the product's variants back as they were before the journey (from its version now). */
export async function restore(staff: APIRequestContext, before: StaffProduct): Promise<void> {
  const { version } = await staffProduct(staff, before.slug);
  const response = await staff.put(buildPath(updateStaffVariants.path, { slug: before.slug }), {
    data: {
      version,
      variants: before.variants.map(({ sku, price, oldPrice, stock }) => ({ sku, price, oldPrice, stock })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The variant the product page leads with: the cheapest in stock. */
export const leadOf = (product: StaffProduct): StaffVariant => {
  const [lead] = [...product.variants].filter((variant) => variant.stock > 0).sort((a, b) => a.price - b.price);
  if (!lead) throw new Error(`${product.slug} has no variant in stock`);
  return lead;
};
