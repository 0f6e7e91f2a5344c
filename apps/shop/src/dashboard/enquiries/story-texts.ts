/** The words the enquiry inbox's stories look for, in both languages. */
export const enquiriesTexts = {
  heading: { en: 'Enquiries', ar: 'الاستفسارات' },
  filter: { en: 'Kind', ar: 'النوع' },
  priceMatch: { en: 'Price-match report', ar: 'بلاغ مطابقة سعر' },
  contact: { en: 'Contact enquiry', ar: 'استفسار تواصل' },
  count: { en: (total: number) => `${String(total)} enquiries`, ar: (total: number) => `${String(total)} استفسارًا` },
  empty: { en: 'Nothing in the inbox.', ar: 'لا شيء في صندوق الوارد.' },
  loading: { en: 'Loading the enquiries…', ar: 'جارٍ تحميل الاستفسارات…' },
  error: { en: 'The enquiries could not be loaded.', ar: 'تعذّر تحميل الاستفسارات.' },
  nextPage: { en: 'Next page', ar: 'الصفحة التالية' },
  navEntry: { en: 'Enquiries', ar: 'الاستفسارات' },
  dashboardNav: { en: 'Dashboard', ar: 'لوحة التحكم' },
} as const;
