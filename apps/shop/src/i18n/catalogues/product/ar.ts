/** The Arabic messages of the product page: the same keys as 'en.ts' (a test checks). */
import type { ProductMessageKey } from './en.ts';

export const productAr: Readonly<Record<ProductMessageKey, string>> = {
  'product.pageTitle': '{name} — جوسين',
  'product.loading': 'جارٍ تحميل المنتج…',
  'product.vatInclusive': 'شامل ضريبة القيمة المضافة',
  'product.description': 'الوصف',
  'product.share.label': 'المشاركة',
  'product.share.whatsapp': 'شارك عبر واتساب',
  'product.share.x': 'شارك عبر X',
  'product.share.facebook': 'شارك عبر فيسبوك',
  'product.share.copy': 'نسخ الرابط',
  'product.share.copied': 'نُسخ الرابط.',
  'product.share.copyFailed': 'تعذّر نسخ الرابط. انسخه من شريط العنوان.',
  'product.similar': 'منتجات مشابهة',
  'product.alsoBought': 'تسوّق العملاء أيضًا',
  'product.notFound.title': 'هذا المنتج غير موجود في المتجر',
  'product.notFound.description': 'ربما أُزيل، أو أن الرابط غير صحيح.',
  'product.notFound.action': 'شاهد كل العصائر',
  'reviews.title': 'آراء العملاء',
  'reviews.summary':
    '{rating, number, ::.0} من 5 من {count, plural, zero {دون مراجعات} one {مراجعة واحدة} two {مراجعتين} few {# مراجعات} many {# مراجعة} other {# مراجعة}}',
  'reviews.loading': 'جارٍ تحميل المراجعات…',
  'reviews.none.title': 'لا توجد مراجعات بعد',
  'reviews.none.description': 'يمكن للعملاء الذين استلموا هذا العصير تقييمه من طلباتهم.',
  'reviews.by': 'بقلم {name}',
  'reviews.showMore': 'اعرض مراجعات أخرى',
  'reviews.shown': 'تُعرض {shown, number} من {total, number} مراجعة',
};
