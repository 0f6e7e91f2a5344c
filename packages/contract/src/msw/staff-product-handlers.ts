import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { StaffProduct } from '../staff/catalogue-schemas.ts';
import {
  addStaffVariant,
  archiveStaffProduct,
  createStaffProduct,
  removeStaffVariant,
  unarchiveStaffProduct,
  updateStaffProduct,
} from '../staff/product-endpoints.ts';
import {
  staffProductCreateBodySchema,
  staffProductDetailsBodySchema,
  staffVariantAddBodySchema,
} from '../staff/product-schemas.ts';
import { invalidInput, mswPath, refused } from './answers.ts';

/*
 * The catalogue stories' server's product writes (see staff-catalogue-handlers.ts), answering as
 * the API does: create with an Idempotency-Key (a key's answer replayed, 409 product_slug_taken /
 * sku_taken), the details saved from a version (409 version_conflict), a variant added (sku_taken,
 * variant_exists) or removed (variant_ordered, last_variant), archive and unarchive.
 */

const notFound = () => refused(404, 'not_found', 'Not signed in as staff, or no such product');

/** The server's products, shared with its reads. */
export interface ProductStore {
  readonly all: () => readonly StaffProduct[];
  readonly find: (slug: unknown) => StaffProduct | undefined;
  readonly put: (product: StaffProduct) => void;
  /** The colleague's save that comes before this staff member's first write, if any (then forgotten). */
  readonly colleague: () => void;
}

const conflict = (product: StaffProduct) =>
  refused(
    409,
    'version_conflict',
    `Someone else saved ${product.name.en} since you opened it: reload it to see their change, then make yours again`,
  );

/** The product with this slug at the version `version`, or the refusal (404, 409). */
function opened(store: ProductStore, slug: unknown, version: number): StaffProduct | Response {
  store.colleague();
  const product = store.find(slug);
  if (!product) return notFound();
  return product.version === version ? product : conflict(product);
}

export function productWriteHandlers(store: ProductStore): HttpHandler[] {
  const answered = new Map<string, { status: number; body: JsonBodyType }>();
  const skuTaken = (sku: string) => store.all().some((product) => product.variants.some((each) => each.sku === sku));
  return [
    http.post(mswPath(createStaffProduct), async ({ request }) => {
      const key = request.headers.get('idempotency-key');
      if (!key) return refused(400, 'idempotency_key_missing', 'Send an Idempotency-Key header');
      const earlier = answered.get(key);
      if (earlier)
        return HttpResponse.json(earlier.body, { status: earlier.status, headers: { 'idempotent-replayed': 'true' } });
      const parsed = staffProductCreateBodySchema.safeParse(await request.json());
      if (!parsed.success) return invalidInput(parsed.error);
      const { variants, ...details } = parsed.data;
      const answer = (status: number, body: JsonBodyType) => {
        answered.set(key, { status, body });
        return HttpResponse.json(body, { status });
      };
      if (store.find(details.slug)) {
        return answer(409, {
          error: {
            code: 'product_slug_taken',
            message: `There is a product ${details.slug} already: choose another slug`,
            fields: { slug: 'A product has this slug already' },
          },
        });
      }
      const taken = variants.findIndex((variant) => skuTaken(variant.sku));
      if (taken !== -1) {
        return answer(409, {
          error: {
            code: 'sku_taken',
            message: `A variant has the SKU ${variants[taken]?.sku ?? ''} already: choose another`,
            fields: { [`variants.${String(taken)}.sku`]: 'Another variant has this SKU' },
          },
        });
      }
      const created: StaffProduct = {
        ...details,
        archivedAt: null,
        version: 1,
        variants: variants.map((variant) => ({ ...variant, ordered: false })),
      };
      store.put(created);
      return answer(201, created);
    }),
    http.put(mswPath(updateStaffProduct), async ({ params, request }) => {
      const parsed = staffProductDetailsBodySchema.safeParse(await request.json());
      if (!store.find(params['slug'])) return notFound();
      if (!parsed.success) return invalidInput(parsed.error);
      const product = opened(store, params['slug'], parsed.data.version);
      if (product instanceof Response) return product;
      const saved = { ...product, ...parsed.data, version: product.version + 1 };
      store.put(saved);
      return HttpResponse.json(saved);
    }),
    http.post(mswPath(addStaffVariant), async ({ params, request }) => {
      const parsed = staffVariantAddBodySchema.safeParse(await request.json());
      if (!store.find(params['slug'])) return notFound();
      if (!parsed.success) return invalidInput(parsed.error);
      const product = opened(store, params['slug'], parsed.data.version);
      if (product instanceof Response) return product;
      const { variant } = parsed.data;
      if (skuTaken(variant.sku)) {
        return refused(409, 'sku_taken', `A variant has the SKU ${variant.sku} already: choose another`, {
          'variant.sku': 'Another variant has this SKU',
        });
      }
      if (product.variants.some((each) => each.material === variant.material && each.size === variant.size)) {
        return refused(409, 'variant_exists', 'The product has a variant of this material and size already', {
          'variant.size': 'This material and size exist already',
        });
      }
      const saved = {
        ...product,
        version: product.version + 1,
        variants: [...product.variants, { ...variant, ordered: false }],
      };
      store.put(saved);
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.delete(mswPath(removeStaffVariant), ({ params, request }) => {
      const version = Number(new URL(request.url).searchParams.get('version'));
      const product = opened(store, params['slug'], version);
      if (product instanceof Response) return product;
      const variant = product.variants.find((each) => each.sku === params['sku']);
      if (!variant) return notFound();
      if (variant.ordered) {
        return refused(409, 'variant_ordered', `An order names ${variant.sku}: it stays (set its stock to 0 instead)`);
      }
      if (product.variants.length === 1) {
        return refused(409, 'last_variant', 'A product keeps at least one variant: add another first');
      }
      const saved = {
        ...product,
        version: product.version + 1,
        variants: product.variants.filter((each) => each !== variant),
      };
      store.put(saved);
      return HttpResponse.json(saved);
    }),
    ...(
      [
        [archiveStaffProduct, true],
        [unarchiveStaffProduct, false],
      ] as const
    ).map(([endpoint, archive]) =>
      http.post(mswPath(endpoint), ({ params }) => {
        const product = store.find(params['slug']);
        if (!product) return notFound();
        if ((product.archivedAt !== null) === archive) return HttpResponse.json(product);
        const saved = {
          ...product,
          archivedAt: archive ? '2026-11-27T09:00:00.000Z' : null,
          version: product.version + 1,
        };
        store.put(saved);
        return HttpResponse.json(saved);
      }),
    ),
  ];
}
