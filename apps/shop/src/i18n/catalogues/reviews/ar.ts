/** Writing a review: Arabic messages, the same keys as 'en.ts' (a test checks). */
import type { ReviewsMessageKey } from './en.ts';

export const reviewsAr: Readonly<Record<ReviewsMessageKey, string>> = {
  'writeReview.action': 'اكتب تقييمًا',
  'writeReview.actionFor': 'اكتب تقييمًا لـ {product}',
  'writeReview.signIn': 'سجّل الدخول لتكتب تقييمًا',
  'writeReview.checking': 'نتحقق إن كان بإمكانك تقييم هذا المنتج…',
  'writeReview.loadError': 'تعذّر التحقق إن كان بإمكانك تقييم هذا المنتج.',
  'writeReview.retry': 'حاول مرة أخرى',
  'writeReview.notReceived': 'تقدر تقيّم هذا المنتج بعد ما يوصلك طلب فيه.',
  'writeReview.already': 'قيّمت هذا المنتج',
  'writeReview.yourReview': 'تقييمك لـ {product}',
  'writeReview.title': 'قيّم {product}',
  'writeReview.rating': 'تقييمك',
  'writeReview.text': 'رأيك',
  'writeReview.textHelp': 'وش عجبك، ووش تحب نغيّر؟ بحد أقصى 2000 حرف.',
  'writeReview.points':
    'أول تقييم تكتبه لكل منتج يمنحك {points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}.',
  'writeReview.submit': 'انشر التقييم',
  'writeReview.sending': 'جارٍ النشر…',
  'writeReview.cancel': 'إلغاء',
  'writeReview.sent.title': 'شكرًا على تقييمك',
  'writeReview.sent.points':
    '{points, plural, =0 {يظهر الآن في تقييمات المنتج.} zero {كسبت # نقطة. يظهر الآن في تقييمات المنتج.} one {كسبت نقطة واحدة. يظهر الآن في تقييمات المنتج.} two {كسبت نقطتين. يظهر الآن في تقييمات المنتج.} few {كسبت # نقاط. يظهر الآن في تقييمات المنتج.} many {كسبت # نقطة. يظهر الآن في تقييمات المنتج.} other {كسبت # نقطة. يظهر الآن في تقييمات المنتج.}}',
  'writeReview.error.rating': 'اختر من 1 إلى 5 نجوم',
  'writeReview.error.required': 'اكتب كلمتين عن المنتج',
  'writeReview.error.tooLong': 'بحد أقصى 2000 حرف',
  'writeReview.error.notReceived': 'تقدر تقيّم المنتج بعد ما يوصلك طلب فيه.',
  'writeReview.error.already': 'سبق أن قيّمت هذا المنتج.',
  'writeReview.error.network': 'ما انرسل تقييمك. تأكد من اتصالك وحاول مرة أخرى.',
  'writeReview.order.title': 'قيّم ما وصلك',
  'writeReview.order.intro': 'شارك المتسوقين الآخرين رأيك في كل منتج.',
  'reviewsWidget.title': 'مزيد من المراجعات',
  'reviewsWidget.loading': 'جارٍ تحميل مزيد من المراجعات…',
  'reviewsWidget.unavailable': 'مزيد من المراجعات غير متاح الآن.',
  'reviewsWidget.retry': 'حاول مرة أخرى',
};
