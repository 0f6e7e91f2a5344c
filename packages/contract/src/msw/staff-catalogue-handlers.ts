import { http, HttpResponse, type HttpHandler } from 'msw';
import { fieldErrors } from '../errors.ts';
import { getStaffProduct, listStaffProducts, updateStaffVariants } from '../staff/catalogue-endpoints.ts';
import { type StaffProduct, staffProductListQuerySchema, staffVariantsBodySchema } from '../staff/catalogue-schemas.ts';
import { staffCatalogueFixtures, staffSummary } from './staff-catalogue-fixtures.ts';
import { productWriteHandlers } from './staff-product-handlers.ts';
import { imagesServer } from './staff-images-handlers.ts';
import { mswPath, refused } from './answers.ts';

/*
 * The dashboard's catalogue stories' own little server (state per call), answering as the API
 * does: the list searched (English or Arabic name, slug, SKU), filtered (category, stock, sale) and
 * cut in pages by English name; a product opened by slug; a save of its variants refused with 400
 * `invalid_input` and field messages, 409 `version_conflict` when made from a replaced version and
 * 422 `unknown_variant` for a SKU not its own, and otherwise stored with the version one higher.
 */

const notFound = () => refused(404, 'not_found', 'Not signed in as staff, or no such product');

export interface CatalogueServerOptions {
  /**
   * A colleague saves the product just before this staff member's first save (their version is
   * then replaced: 409), changing the first variant's price to this many halalas.
   */
  readonly colleagueSavesFirst?: number;
}

/** A story's own catalogue server. */
export function catalogueServer(
  start: readonly StaffProduct[] = staffCatalogueFixtures.products,
  options: CatalogueServerOptions = {},
): HttpHandler[] {
  let products = structuredClone([...start]);
  let colleague = options.colleagueSavesFirst;
  const find = (slug: unknown) => products.find((product) => product.slug === slug);
  const replace = (next: StaffProduct) => {
    products = find(next.slug)
      ? products.map((product) => (product.slug === next.slug ? next : product))
      : [...products, next];
  };
  /** A colleague's save before this staff member's first write: the first variant's price, the version one higher. */
  const colleagueSaves = () => {
    if (colleague === undefined) return;
    const latest = products[0];
    const [first, ...rest] = latest?.variants ?? [];
    if (latest && first) {
      replace({ ...latest, version: latest.version + 1, variants: [{ ...first, price: colleague }, ...rest] });
    }
    colleague = undefined;
  };
  return [
    ...productWriteHandlers({ all: () => products, find, put: replace, colleague: colleagueSaves }),
    http.get(mswPath(listStaffProducts), ({ request }) => {
      const parsed = staffProductListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) {
        return refused(400, 'invalid_input', 'The request is not valid', fieldErrors(parsed.error));
      }
      const { q, category, stock, sale, archived, page, pageSize } = parsed.data;
      const needle = q?.toLowerCase();
      const matching = products
        .filter(
          (product) =>
            !needle ||
            product.name.en.toLowerCase().includes(needle) ||
            product.name.ar.includes(needle) ||
            product.slug.includes(needle) ||
            product.variants.some((variant) => variant.sku.toLowerCase().includes(needle)),
        )
        .map(staffSummary)
        .filter(
          (summary) =>
            (!category || summary.category === category) &&
            (!stock || summary.stock === stock) &&
            (sale === undefined || summary.onSale === sale) &&
            (archived === undefined || summary.archived === archived),
        )
        .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
        pageCount: Math.ceil(matching.length / pageSize),
      });
    }),
    http.get(mswPath(getStaffProduct), ({ params }) => {
      const product = find(params['slug']);
      return product ? HttpResponse.json(product) : notFound();
    }),
    http.put(mswPath(updateStaffVariants), async ({ params, request }) => {
      const current = find(params['slug']);
      if (!current) return notFound();
      const body = staffVariantsBodySchema.safeParse(await request.json());
      if (!body.success) {
        return refused(
          400,
          'invalid_input',
          'The request is not valid; see the field messages',
          fieldErrors(body.error),
        );
      }
      colleagueSaves();
      const latest = find(current.slug) ?? current;
      if (body.data.version !== latest.version) {
        return refused(
          409,
          'version_conflict',
          `Someone else saved ${latest.name.en} since you opened it: reload it to see their change, then make yours again`,
        );
      }
      const unknown = body.data.variants.findIndex(
        (change) => !latest.variants.some((variant) => variant.sku === change.sku),
      );
      if (unknown !== -1) {
        return refused(422, 'unknown_variant', `${body.data.variants[unknown]?.sku ?? ''} is not a variant`, {
          [`variants.${String(unknown)}.sku`]: 'Not a variant of this product',
        });
      }
      const saved: StaffProduct = {
        ...latest,
        version: latest.version + 1,
        variants: latest.variants.map((variant) => {
          const change = body.data.variants.find((each) => each.sku === variant.sku);
          return change ? { ...variant, price: change.price, oldPrice: change.oldPrice, stock: change.stock } : variant;
        }),
      };
      replace(saved);
      return HttpResponse.json(saved);
    }),
    // The product page's pictures (`staff-images-handlers.ts`).
    ...imagesServer(undefined, (slug) => find(slug) !== undefined),
  ];
}

const serverDown = () => refused(500, 'internal', 'Something went wrong on our side');
const never = () => new Promise<Response>(() => undefined);

/** The catalogue screens' handler groups; each call is a fresh server. */
export const staffCatalogueHandlers = {
  full: () => catalogueServer(),
  empty: () => catalogueServer([]),
  /** A colleague's save of the orange juice (its first variant at SAR 13.00) comes first: this save answers 409. */
  conflict: () => catalogueServer(undefined, { colleagueSavesFirst: 1300 }),
  /** The product's variants were changed under the editor: a SKU it sends is no longer one of them (422). */
  unknownVariant: () => [
    http.put(mswPath(updateStaffVariants), () =>
      refused(422, 'unknown_variant', 'J00001-R-1L is not a variant of fresh-orange-juice', {
        'variants.0.sku': 'Not a variant of this product',
      }),
    ),
    ...catalogueServer(),
  ],
  loading: () => [http.get(mswPath(listStaffProducts), never), http.get(mswPath(getStaffProduct), never)],
  error: () => [http.get(mswPath(listStaffProducts), serverDown), http.get(mswPath(getStaffProduct), serverDown)],
};
