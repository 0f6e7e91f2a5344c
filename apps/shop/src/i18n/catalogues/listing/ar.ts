/** The Arabic messages of a listing page: the same keys as 'en.ts' (a test checks). */
import type { ListingMessageKey } from './en.ts';

export const listingAr: Readonly<Record<ListingMessageKey, string>> = {
  'listing.filter.title': 'عوامل التصفية',
  'listing.filter.onSale': 'مخفّض',
  'listing.filter.regularPrice': 'بالسعر العادي',
  'listing.filter.toggle':
    '{count, plural, =0 {عوامل التصفية} zero {عوامل التصفية} one {عوامل التصفية (#)} two {عوامل التصفية (#)} few {عوامل التصفية (#)} many {عوامل التصفية (#)} other {عوامل التصفية (#)}}',
  'listing.filter.showResults':
    '{count, plural, zero {لا توجد منتجات لعرضها} one {اعرض منتجًا واحدًا} two {اعرض منتجين} few {اعرض # منتجات} many {اعرض # منتجًا} other {اعرض # منتج}}',
  'listing.count':
    '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'listing.sort.label': 'الترتيب حسب',
  'listing.sort.relevance': 'الأكثر صلة',
  'listing.sort.priceAsc': 'السعر: من الأقل إلى الأعلى',
  'listing.sort.priceDesc': 'السعر: من الأعلى إلى الأقل',
  'listing.sort.rating': 'الأعلى تقييمًا',
  'listing.sort.newest': 'الأحدث',
  'listing.empty.title': 'لا يوجد عصير يطابق هذه الخيارات',
  'listing.empty.description': 'جرّب خيارات أقل أو نطاق سعر آخر.',
  'listing.empty.clear': 'امسح عوامل التصفية',
  'listing.pageDescription': '{title} من جوسين: عصائر طازجة تصلك في الرياض.',
  'listing.title.searchFor': 'نتائج «{words}»',
  'search.label': 'البحث',
  'search.placeholder': 'ماذا تحب أن تشرب؟',
  'search.submit': 'ابحث',
};
