/** The words the variant editor's stories look for, in both languages (as staff read them). */
const variant = {
  regular1: { en: 'Regular, 1 LTR', ar: 'عادي، ١ لتر' },
  glass2: { en: 'Glass, 2 LTR', ar: 'زجاج، ٢ لتر' },
} as const;
type Variant = keyof typeof variant;
type Language = 'en' | 'ar';

export const productTexts = {
  heading: { en: 'Fresh Orange Juice', ar: 'عصير برتقال طازج' },
  back: { en: 'All products', ar: 'كل المنتجات' },
  variants: { en: 'Variants', ar: 'الأصناف' },
  variant,
  price: (which: Variant, language: Language) =>
    ({ en: `Price (SAR) (${variant[which].en})`, ar: `السعر (ر.س) (${variant[which].ar})` })[language],
  oldPrice: (which: Variant, language: Language) =>
    ({ en: `Old price (SAR) (${variant[which].en})`, ar: `السعر السابق (ر.س) (${variant[which].ar})` })[language],
  stock: (which: Variant, language: Language) =>
    ({ en: `Stock (${variant[which].en})`, ar: `المخزون (${variant[which].ar})` })[language],
  // Intl writes the Arabic percentage with its own sign (and, by engine, bidi marks): matched loosely.
  discount: (percent: number) => ({
    en: new RegExp(`${String(percent)}% off`),
    ar: new RegExp(`خصم\\W*${String(percent)}`),
  }),
  noBadge: { en: 'No badge', ar: 'بلا شارة' },
  outOfStock: { en: 'Out of stock', ar: 'نفد من المخزون' },
  save: { en: 'Save changes', ar: 'حفظ التغييرات' },
  saved: (version: number) => ({
    en: `Saved: Fresh Orange Juice is now at version ${String(version)}.`,
    ar: `تم الحفظ: أصبح عصير برتقال طازج في الإصدار ${String(version)}.`,
  }),
  facts: (version: number) => ({
    en: `Category: Fruit Juice · Version ${String(version)}`,
    ar: `الفئة: عصير فواكه · الإصدار ${String(version)}`,
  }),
  fix: {
    en: 'Some fields cannot be saved as they are: see the messages at each variant.',
    ar: 'لا يمكن حفظ بعض الحقول كما هي: راجع الرسائل عند كل صنف.',
  },
  priceInvalid: {
    en: 'Write the price in SAR, with at most two decimals (e.g. 12.50).',
    ar: 'اكتب السعر بالريال بمنزلتين عشريتين على الأكثر (مثل 12.50).',
  },
  oldNotAbove: {
    en: 'The old price must be above the price, or empty.',
    ar: 'يجب أن يكون السعر السابق أعلى من السعر، أو فارغًا.',
  },
  stockInvalid: {
    en: 'Write the stock as a whole number of units (0 is out of stock).',
    ar: 'اكتب المخزون عددًا صحيحًا من الوحدات (0 يعني نفاد الصنف).',
  },
  unknownSku: {
    en: 'This variant is no longer part of the product. Reload the latest, then make your change again.',
    ar: 'لم يعد هذا الصنف جزءًا من المنتج. أعد تحميل أحدث إصدار، ثم أجرِ تغييرك مرة أخرى.',
  },
  conflict: {
    en: 'Someone else changed this product since you opened it.',
    ar: 'غيّر شخص آخر هذا المنتج منذ أن فتحته.',
  },
  reload: { en: 'Reload the latest', ar: 'إعادة تحميل أحدث إصدار' },
  reloaded: (version: number) => ({
    en: `The latest version (${String(version)}) is open.`,
    ar: `أحدث إصدار (${String(version)}) مفتوح الآن.`,
  }),
  notFound: { en: 'There is no product at this address.', ar: 'لا يوجد منتج بهذا العنوان.' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
} as const;
