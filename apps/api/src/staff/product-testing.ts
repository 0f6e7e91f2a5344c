// Test support for the staff product suites: a new product's body as the dashboard sends it, and
// the staff member's requests. Not used by the app.
import type { StaffProduct, StaffProductCreateBody } from '@juicyin/contract';
import type { Browser } from '../testing/server.ts';
import type { Answer } from './coupon-testing.ts';

let made = 0;

/** A new product's body: a kiwi juice with one Regular 1 LTR variant at SAR 14.00, with `change` over it. */
export function productBody(change: Partial<Exclude<StaffProductCreateBody, undefined>> = {}) {
  made += 1;
  const tag = `${Date.now().toString(36)}${String(made)}`;
  return {
    slug: `kiwi-juice-${tag}`,
    name: { en: `Kiwi Juice ${tag}`, ar: `عصير كيوي ${tag}` },
    description: { en: 'Fresh kiwi, pressed to order.', ar: 'كيوي طازج يُعصر عند الطلب.' },
    highlights: [{ en: 'No added sugar', ar: 'بدون سكر مضاف' }],
    category: 'fruit-juice' as const,
    flavour: { key: 'kiwi', en: 'Kiwi', ar: 'كيوي' },
    seasons: ['winter' as const],
    refillPrice: null,
    variants: [
      {
        sku: `KIWI-${tag.toUpperCase()}-R1`,
        material: 'regular',
        size: '1-ltr',
        price: 1400,
        oldPrice: null,
        stock: 9,
      },
    ],
    ...change,
  };
}

/** The body that saves `product`'s details as it was opened, with `change` over them. */
export function detailsBody(product: StaffProduct, change: Record<string, unknown> = {}) {
  const { name, description, highlights, category, flavour, seasons, refillPrice, version } = product;
  return { name, description, highlights, category, flavour, seasons, refillPrice, version, ...change };
}

export function createProduct(staff: Browser, body: unknown, key: string) {
  return staff.json<Answer<StaffProduct>>('/api/staff/products', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  });
}
