import type { Category, Season } from '@juicyin/domain';

/** One product of the seeded catalogue (PRODUCT.md §2): a flavour in a category. */
export interface ProductSeed {
  readonly category: Category;
  readonly flavour: string;
  readonly flavourEn: string;
  readonly flavourAr: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly seasons: readonly Season[];
  /** Price of the smallest Regular variant, in halalas. */
  readonly basePrice: number;
  readonly colour: string;
}

type Row = readonly [
  flavour: string,
  en: string,
  ar: string,
  seasons: readonly Season[],
  basePrice: number,
  colour: string,
];

const fruit: readonly Row[] = [
  ['orange', 'Orange', 'برتقال', ['winter', 'spring'], 1250, '#f59e0b'],
  ['grape', 'Grape', 'عنب', ['summer', 'autumn'], 1400, '#7c3aed'],
  ['pineapple', 'Pineapple', 'أناناس', ['summer'], 1500, '#eab308'],
  ['apple', 'Apple', 'تفاح', ['autumn', 'winter'], 1200, '#84cc16'],
  ['pomegranate', 'Pomegranate', 'رمان', ['autumn', 'winter'], 1800, '#be123c'],
  ['lychee', 'Lychee', 'ليتشي', ['summer'], 1900, '#fda4af'],
  ['mango', 'Mango', 'مانجو', ['summer', 'spring'], 1600, '#f97316'],
  ['watermelon', 'Watermelon', 'بطيخ', ['summer'], 1100, '#ef4444'],
];
const herb: readonly Row[] = [
  ['mint', 'Mint', 'نعناع', ['summer', 'spring'], 1300, '#22c55e'],
  ['ginger', 'Ginger', 'زنجبيل', ['winter', 'autumn'], 1450, '#d97706'],
  ['lemongrass', 'Lemongrass', 'عشبة الليمون', ['spring', 'summer'], 1500, '#a3e635'],
  ['hibiscus', 'Hibiscus', 'كركديه', ['summer', 'winter'], 1350, '#9f1239'],
  ['basil', 'Basil', 'ريحان', ['spring'], 1400, '#15803d'],
];
const vegetable: readonly Row[] = [
  ['spinach', 'Spinach', 'سبانخ', ['winter', 'spring'], 1500, '#166534'],
  ['cucumber', 'Cucumber', 'خيار', ['summer', 'spring'], 1200, '#4ade80'],
  ['carrot', 'Carrot', 'جزر', ['winter', 'autumn'], 1250, '#ea580c'],
  ['kiwifruit', 'Kiwifruit', 'كيوي', ['winter'], 1700, '#65a30d'],
  ['beetroot', 'Beetroot', 'شمندر', ['autumn', 'winter'], 1450, '#881337'],
  ['celery', 'Celery', 'كرفس', ['spring', 'autumn'], 1350, '#86efac'],
];
const smoothies: readonly Row[] = [
  ['strawberry-banana', 'Strawberry Banana', 'فراولة وموز', ['spring', 'summer'], 1800, '#f43f5e'],
  ['mango', 'Mango', 'مانجو', ['summer'], 1900, '#fb923c'],
  ['mixed-berry', 'Mixed Berry', 'توت مشكل', ['summer', 'autumn'], 2100, '#6d28d9'],
  ['avocado', 'Avocado', 'أفوكادو', ['winter', 'spring'], 2200, '#4d7c0f'],
  ['date', 'Date', 'تمر', ['winter', 'autumn'], 2000, '#78350f'],
  ['peanut-butter', 'Peanut Butter', 'زبدة الفول السوداني', ['winter'], 2300, '#a16207'],
];
const detox: readonly Row[] = [
  ['green', 'Green', 'أخضر', ['spring', 'summer'], 1900, '#16a34a'],
  ['lemon-ginger', 'Lemon Ginger', 'ليمون وزنجبيل', ['winter', 'autumn'], 1800, '#facc15'],
  ['cucumber-mint', 'Cucumber Mint', 'خيار ونعناع', ['summer'], 1750, '#34d399'],
  ['beet-apple', 'Beet Apple', 'شمندر وتفاح', ['autumn'], 1850, '#9d174d'],
  ['turmeric', 'Turmeric', 'كركم', ['winter'], 1950, '#ca8a04'],
];
const iceCream: readonly Row[] = [
  ['strawberry', 'Strawberry', 'فراولة', ['summer', 'spring'], 1500, '#fb7185'],
  ['mango', 'Mango', 'مانجو', ['summer'], 1500, '#fdba74'],
  ['chocolate', 'Chocolate', 'شوكولاتة', ['winter', 'autumn'], 1600, '#78350f'],
  ['vanilla', 'Vanilla', 'فانيليا', ['winter', 'spring', 'summer', 'autumn'], 1400, '#fef3c7'],
  ['pistachio', 'Pistachio', 'فستق', ['winter'], 1800, '#a3e635'],
];
const salat: readonly Row[] = [
  ['fruit', 'Fruit', 'فواكه', ['summer', 'spring'], 2200, '#f472b6'],
  ['greek', 'Greek', 'يونانية', ['summer'], 2400, '#65a30d'],
  ['quinoa', 'Quinoa', 'كينوا', ['winter', 'autumn'], 2600, '#d6d3d1'],
  ['fattoush', 'Fattoush', 'فتوش', ['spring', 'autumn'], 2100, '#22c55e'],
  ['tropical', 'Tropical', 'استوائية', ['summer'], 2500, '#fde047'],
  ['avocado', 'Avocado', 'أفوكادو', ['winter', 'spring'], 2700, '#4d7c0f'],
];

const naming: Record<
  Category,
  { en: (flavour: string) => string; ar: (flavour: string) => string; rows: readonly Row[] }
> = {
  'fruit-juice': { en: (f) => `Fresh ${f} Juice`, ar: (f) => `عصير ${f} طازج`, rows: fruit },
  'herb-juice': { en: (f) => `${f} Herb Juice`, ar: (f) => `عصير أعشاب ${f}`, rows: herb },
  'vegetable-juice': { en: (f) => `${f} Vegetable Juice`, ar: (f) => `عصير خضار ${f}`, rows: vegetable },
  smoothies: { en: (f) => `${f} Smoothie`, ar: (f) => `سموذي ${f}`, rows: smoothies },
  detox: { en: (f) => `${f} Detox`, ar: (f) => `ديتوكس ${f}`, rows: detox },
  'ice-cream': { en: (f) => `${f} Ice Cream`, ar: (f) => `آيس كريم ${f}`, rows: iceCream },
  salat: { en: (f) => `${f} Salad`, ar: (f) => `سلطة ${f}`, rows: salat },
};

export const productSeeds: readonly ProductSeed[] = Object.entries(naming).flatMap(([category, spec]) =>
  spec.rows.map(([flavour, flavourEn, flavourAr, seasons, basePrice, colour]) => ({
    category: category as Category,
    flavour,
    flavourEn,
    flavourAr,
    nameEn: spec.en(flavourEn),
    nameAr: spec.ar(flavourAr),
    seasons,
    basePrice,
    colour,
  })),
);

const descriptions: Record<Category, { en: (f: string) => string; ar: (f: string) => string }> = {
  'fruit-juice': {
    en: (f) =>
      `Cold-pressed ${f.toLowerCase()} juice, squeezed this morning in Riyadh. 100% fruit, no water or sugar added.`,
    ar: (f) => `عصير ${f} معصور على البارد هذا الصباح في الرياض. فاكهة ١٠٠٪ بلا ماء ولا سكر مضاف.`,
  },
  'herb-juice': {
    en: (f) => `A light herb juice of fresh ${f.toLowerCase()} with a squeeze of lemon, to cool and refresh.`,
    ar: (f) => `عصير أعشاب خفيف من ${f} الطازج مع قليل من الليمون، منعش ومبرد.`,
  },
  'vegetable-juice': {
    en: (f) => `Garden-fresh ${f.toLowerCase()} pressed with apple for a gentle sweetness. Rich in vitamins.`,
    ar: (f) => `${f} طازج من المزرعة معصور مع التفاح لحلاوة لطيفة. غني بالفيتامينات.`,
  },
  smoothies: {
    en: (f) => `A thick ${f.toLowerCase()} smoothie blended with yoghurt and a little honey.`,
    ar: (f) => `سموذي ${f} كثيف مخفوق مع الزبادي وقليل من العسل.`,
  },
  detox: {
    en: (f) => `Our ${f.toLowerCase()} detox blend: greens, citrus and herbs to start the day light.`,
    ar: (f) => `خلطة ديتوكس ${f}: خضار وحمضيات وأعشاب لبداية يوم خفيفة.`,
  },
  'ice-cream': {
    en: (f) => `Creamy ${f.toLowerCase()} ice cream churned in small batches from fresh fruit and milk.`,
    ar: (f) => `آيس كريم ${f} كريمي محضر بكميات صغيرة من الفاكهة الطازجة والحليب.`,
  },
  salat: {
    en: (f) => `A crisp ${f.toLowerCase()} salad, made to order with seasonal produce and a light dressing.`,
    ar: (f) => `سلطة ${f} مقرمشة تحضر عند الطلب من منتجات الموسم مع صلصة خفيفة.`,
  },
};

export function describe(seed: Pick<ProductSeed, 'category' | 'flavourEn' | 'flavourAr'>): { en: string; ar: string } {
  const text = descriptions[seed.category];
  return { en: text.en(seed.flavourEn), ar: text.ar(seed.flavourAr) };
}

export const highlights = {
  en: ['100% natural', '0% sugar added', 'Made fresh every morning', 'Delivered chilled'],
  ar: ['طبيعي ١٠٠٪', 'بدون سكر مضاف', 'يحضر طازجاً كل صباح', 'يوصل مبرداً'],
};
