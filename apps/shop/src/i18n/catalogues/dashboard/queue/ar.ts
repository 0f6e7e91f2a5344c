import type { queueEn } from './en.ts';

/** The orders queue (`/dashboard`): its Arabic messages, the same keys as 'en.ts'. */
export const queueAr: Readonly<Record<keyof typeof queueEn, string>> = {
  'dashboard.queue.pageTitle': 'قائمة انتظار الطلبات — لوحة تحكم جوسين',
  'dashboard.queue.pageDescription': 'الطلبات المفتوحة حسب الحالة، الأقدم أولًا، مع المتأخر منها.',
  'dashboard.queue.title': 'قائمة انتظار الطلبات',
  'dashboard.queue.count':
    '{count, plural, =0 {لا توجد طلبات} zero {لا توجد طلبات} one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}',
  'dashboard.queue.empty': 'لا شيء بانتظار التجهيز هنا.',
  'dashboard.queue.loading': 'جارٍ تحميل قائمة الانتظار…',
  'dashboard.queue.error': 'تعذر تحميل قائمة الانتظار.',
  'dashboard.queue.more': 'يظهر أقدم {shown} من {count}. عرضها كلها',
  'dashboard.queue.shopper': 'المتسوق',
  'dashboard.queue.city': 'المنطقة',
  'dashboard.queue.items': 'المنتجات',
  'dashboard.queue.total': 'الإجمالي',
  'dashboard.queue.payment': 'الدفع',
  'dashboard.queue.age': 'مدة الانتظار',
  'dashboard.queue.lateFor':
    'متأخر: مضى أكثر من {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} على الطلب',
  'dashboard.queue.open': 'فتح الطلب {number}',
  'dashboard.queue.next.processing': 'بدء التجهيز',
  'dashboard.queue.next.shipping': 'التسليم للتوصيل',
  'dashboard.queue.next.delivered': 'تأكيد التوصيل',
  'dashboard.queue.nextFor': '{action}: الطلب {number}',
};
