/** The words the product list's stories look for, in both languages (as staff read them). */
export const productsTexts = {
  heading: { en: 'Products', ar: 'المنتجات' },
  nav: { en: 'Dashboard', ar: 'لوحة التحكم' },
  navEntry: { en: 'Products', ar: 'المنتجات' },
  table: { en: 'Products by name', ar: 'المنتجات حسب الاسم' },
  columns: {
    en: ['Product', 'Category', 'Variants', 'Price', 'Stock', 'Sale'],
    ar: ['المنتج', 'الفئة', 'الأصناف', 'السعر', 'المخزون', 'التخفيض'],
  },
  search: { en: 'Search', ar: 'بحث' },
  category: { en: 'Category', ar: 'الفئة' },
  stock: { en: 'Stock', ar: 'المخزون' },
  sale: { en: 'Sale', ar: 'التخفيض' },
  salat: { en: 'Salat', ar: 'سلطات' },
  smoothies: { en: 'Smoothies Juice', ar: 'عصير سموذي' },
  someOut: { en: 'Some variants out', ar: 'نفدت بعض الأصناف' },
  inStock: { en: 'In stock', ar: 'متوفر' },
  onSale: { en: 'On sale', ar: 'مخفّض' },
  clear: { en: 'Clear filters', ar: 'مسح عوامل التصفية' },
  found: (total: number) => ({
    en: total === 1 ? '1 product found' : `${String(total)} products found`,
    ar: total === 1 ? 'منتج واحد' : `${String(total)} منتجًا`,
  }),
  nextPage: { en: 'Next page', ar: 'الصفحة التالية' },
  empty: { en: 'No product matches these filters.', ar: 'لا يوجد منتج يطابق عوامل التصفية هذه.' },
  loading: { en: 'Loading products…', ar: 'جارٍ تحميل المنتجات…' },
  error: { en: 'The products could not be loaded.', ar: 'تعذّر تحميل المنتجات.' },
} as const;
