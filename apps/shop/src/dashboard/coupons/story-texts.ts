/** The words the coupon list's stories look for, in both languages (as staff read them). */
export const couponsTexts = {
  heading: { en: 'Coupons', ar: 'القسائم' },
  nav: { en: 'Dashboard', ar: 'لوحة التحكم' },
  navEntry: { en: 'Coupons', ar: 'القسائم' },
  table: { en: 'Coupons by code', ar: 'القسائم حسب الرمز' },
  columns: {
    en: ['Code', 'Discount', 'Minimum', 'Valid', 'Uses / limit', 'Tier', 'State'],
    ar: ['الرمز', 'الخصم', 'الحد الأدنى', 'الصلاحية', 'الاستخدامات / الحد', 'الفئة', 'الحالة'],
  },
  search: { en: 'Search', ar: 'بحث' },
  newCoupon: { en: 'New coupon', ar: 'قسيمة جديدة' },
  gold: { en: 'Gold', ar: 'الذهبية' },
  usedUp: { en: 'Used up', ar: 'مستنفدة' },
  found: (total: number) => ({
    en: total === 1 ? '1 coupon found' : `${String(total)} coupons found`,
    ar: total === 1 ? 'قسيمة واحدة' : `${String(total)} قسائم`,
  }),
  empty: { en: 'There are no coupons yet.', ar: 'لا توجد قسائم بعد.' },
  noMatch: { en: 'No coupon code matches this search.', ar: 'لا يوجد رمز قسيمة يطابق هذا البحث.' },
  loading: { en: 'Loading coupons…', ar: 'جارٍ تحميل القسائم…' },
  error: { en: 'The coupons could not be loaded.', ar: 'تعذّر تحميل القسائم.' },
} as const;
