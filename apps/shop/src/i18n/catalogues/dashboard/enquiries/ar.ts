import type { staffEnquiriesEn } from './en.ts';

/** صندوق الاستفسارات في لوحة التحكم: رسائله العربية. */
export const staffEnquiriesAr: Record<keyof typeof staffEnquiriesEn, string> = {
  'dashboard.enquiries.pageTitle': 'الاستفسارات — لوحة تحكم جوسين',
  'dashboard.enquiries.pageDescription': 'استفسارات نموذج التواصل وبلاغات مطابقة السعر، الأحدث أولًا.',
  'dashboard.enquiries.heading': 'الاستفسارات',
  'dashboard.enquiries.loading': 'جارٍ تحميل الاستفسارات…',
  'dashboard.enquiries.error': 'تعذّر تحميل الاستفسارات.',
  'dashboard.enquiries.filter': 'النوع',
  'dashboard.enquiries.kind.all': 'كل الاستفسارات',
  'dashboard.enquiries.kind.contact': 'استفسار تواصل',
  'dashboard.enquiries.kind.price-match': 'بلاغ مطابقة سعر',
  'dashboard.enquiries.count':
    '{total, plural, =0 {لا استفسارات} zero {لا استفسارات} one {استفسار واحد} two {استفساران} few {# استفسارات} many {# استفسارًا} other {# استفسار}}',
  'dashboard.enquiries.empty': 'لا شيء في صندوق الوارد.',
  'dashboard.enquiries.pages': 'صفحات الاستفسارات',
  'dashboard.enquiries.product': 'المنتج',
  'dashboard.enquiries.seenAt': 'شوهد لدى',
  'dashboard.enquiries.price': 'السعر المشاهَد',
  'dashboard.enquiries.link': 'الرابط',
  'dashboard.enquiries.noLink': 'لم يُذكر',
  'dashboard.enquiries.newTab': '(يفتح في علامة تبويب جديدة)',
};
