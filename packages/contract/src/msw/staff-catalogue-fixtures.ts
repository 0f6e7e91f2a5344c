import type { ProductDetail } from '../catalogue/schemas.ts';
import type { StaffProduct, StaffProductSummary } from '../staff/catalogue-schemas.ts';
import { fixtures } from './fixtures.ts';

/*
 * The dashboard's catalogue stories' data: the shop fixtures' four products as staff see them (with
 * stock counts, one variant of the orange juice sold out), then more, enough for two pages of 25:
 * some on sale, some sold out, some with a variant out. Each parses by the contract
 * (staff-catalogue-fixtures.test.ts).
 */

/** A shop fixture's product as staff edit it: its variants with a stock count (`outOf`: the SKUs at 0). */
function fromShop(product: ProductDetail, outOf: readonly string[] = []): StaffProduct {
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    highlights: product.highlights,
    category: product.category,
    flavour: { key: product.flavour, ...product.flavourName },
    seasons: product.seasons,
    refillPrice: product.refillPrice,
    archivedAt: null,
    version: 3,
    variants: product.variants.map((variant, index) => ({
      sku: variant.sku,
      material: variant.material,
      size: variant.size,
      price: variant.price,
      oldPrice: variant.oldPrice,
      stock: outOf.includes(variant.sku) ? 0 : 12 + index * 7,
      // The first variant has been ordered (it cannot be removed); the others not yet.
      ordered: index === 0,
    })),
  };
}

const { orangeJuice, mangoSmoothie, greenDetox, vanillaIceCream } = fixtures.products;

type Flavour = readonly [slug: string, en: string, ar: string, category: StaffProduct['category']];

const more: readonly Flavour[] = [
  ['fresh-apple-juice', 'Fresh Apple Juice', 'عصير تفاح طازج', 'fruit-juice'],
  ['fresh-grape-juice', 'Fresh Grape Juice', 'عصير عنب طازج', 'fruit-juice'],
  ['fresh-lychee-juice', 'Fresh Lychee Juice', 'عصير ليتشي طازج', 'fruit-juice'],
  ['fresh-pineapple-juice', 'Fresh Pineapple Juice', 'عصير أناناس طازج', 'fruit-juice'],
  ['fresh-pomegranate-juice', 'Fresh Pomegranate Juice', 'عصير رمان طازج', 'fruit-juice'],
  ['fresh-watermelon-juice', 'Fresh Watermelon Juice', 'عصير بطيخ طازج', 'fruit-juice'],
  ['mint-herb-juice', 'Mint Herb Juice', 'عصير أعشاب نعناع', 'herb-juice'],
  ['ginger-herb-juice', 'Ginger Herb Juice', 'عصير أعشاب زنجبيل', 'herb-juice'],
  ['hibiscus-herb-juice', 'Hibiscus Herb Juice', 'عصير أعشاب كركديه', 'herb-juice'],
  ['basil-herb-juice', 'Basil Herb Juice', 'عصير أعشاب ريحان', 'herb-juice'],
  ['spinach-vegetable-juice', 'Spinach Vegetable Juice', 'عصير خضار سبانخ', 'vegetable-juice'],
  ['carrot-vegetable-juice', 'Carrot Vegetable Juice', 'عصير خضار جزر', 'vegetable-juice'],
  ['celery-vegetable-juice', 'Celery Vegetable Juice', 'عصير خضار كرفس', 'vegetable-juice'],
  ['date-smoothie', 'Date Smoothie', 'سموذي تمر', 'smoothies'],
  ['avocado-smoothie', 'Avocado Smoothie', 'سموذي أفوكادو', 'smoothies'],
  ['mixed-berry-smoothie', 'Mixed Berry Smoothie', 'سموذي توت مشكل', 'smoothies'],
  ['turmeric-detox', 'Turmeric Detox', 'ديتوكس كركم', 'detox'],
  ['lemon-ginger-detox', 'Lemon Ginger Detox', 'ديتوكس ليمون وزنجبيل', 'detox'],
  ['chocolate-ice-cream', 'Chocolate Ice Cream', 'آيس كريم شوكولاتة', 'ice-cream'],
  ['pistachio-ice-cream', 'Pistachio Ice Cream', 'آيس كريم فستق', 'ice-cream'],
  ['fattoush-salad', 'Fattoush Salad', 'سلطة فتوش', 'salat'],
  ['greek-salad', 'Greek Salad', 'سلطة يونانية', 'salat'],
  ['quinoa-salad', 'Quinoa Salad', 'سلطة كينوا', 'salat'],
  ['tropical-salad', 'Tropical Salad', 'سلطة استوائية', 'salat'],
];

/** A further product: Regular and Glass in 1 LTR and 2 LTR; every third on sale, every fifth sold out, every seventh with Glass out. */
function further([slug, en, ar, category]: Flavour, index: number): StaffProduct {
  const base = 1100 + index * 50;
  const code = `J${String(index + 40).padStart(5, '0')}`;
  const variants = (['regular', 'glass'] as const).flatMap((material) =>
    (['1-ltr', '2-ltr'] as const).map((size) => {
      const price = base + (size === '2-ltr' ? 800 : 0) + (material === 'glass' ? 500 : 0);
      const out = index % 5 === 4 || (index % 7 === 6 && material === 'glass');
      return {
        sku: `${code}-${material === 'glass' ? 'G' : 'R'}-${size === '1-ltr' ? '1L' : '2L'}`,
        material,
        size,
        price,
        oldPrice: index % 3 === 0 ? price + 400 : null,
        stock: out ? 0 : 20 + index,
        ordered: true,
      };
    }),
  );
  const flavour = slug.split('-').at(-2) ?? slug;
  return {
    slug,
    name: { en, ar },
    description: { en: `${en}, made fresh every morning.`, ar: `${ar}، يُحضَّر طازجًا كل صباح.` },
    highlights: [],
    category,
    flavour: { key: flavour, en: en.split(' ').at(-2) ?? en, ar },
    seasons: [],
    refillPrice: null,
    // Every eleventh is archived (out of the shop, still in the staff list).
    archivedAt: index % 11 === 10 ? '2026-11-20T09:00:00.000Z' : null,
    version: 1,
    variants,
  };
}

/** Every product of the stories' catalogue, the orange juice first (the editor's stories open it). */
const staffProducts: readonly StaffProduct[] = [
  fromShop(orangeJuice, [orangeJuice.variants.at(-1)?.sku ?? '']),
  fromShop(mangoSmoothie),
  fromShop(greenDetox),
  fromShop(vanillaIceCream),
  ...more.map(further),
];

/** A product's row in the list, as the API sums it up. */
export function staffSummary(product: StaffProduct): StaffProductSummary {
  const prices = product.variants.map((variant) => variant.price);
  const inStock = product.variants.filter((variant) => variant.stock > 0).length;
  return {
    slug: product.slug,
    name: product.name,
    category: product.category,
    variantCount: product.variants.length,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    stock: inStock === product.variants.length ? 'in' : inStock === 0 ? 'out' : 'some',
    onSale: product.variants.some((variant) => variant.oldPrice !== null && variant.oldPrice > variant.price),
    archived: product.archivedAt !== null,
    version: product.version,
  };
}

export const staffCatalogueFixtures = {
  products: staffProducts,
  /** The product the editor's stories open: Fresh Orange Juice, its 2 LTR Glass sold out. */
  orangeJuice: staffProducts[0] ?? fromShop(orangeJuice),
};
