import type { Language } from '../i18n/messages.ts';

/** The words the orders screens' stories look for, in both languages (as a shopper reads them). */
export const orderTexts = {
  myOrders: { en: 'My Orders', ar: 'طلباتي' },
  accountMenu: { en: 'My account', ar: 'حسابي' },
  pagination: { en: 'Pagination', ar: 'التنقل بين الصفحات' },
  detail: { en: 'Order detail', ar: 'تفاصيل الطلب' },
  invoice: { en: 'Tax invoice', ar: 'الفاتورة الضريبية' },
  track: { en: 'Track your order', ar: 'تتبّع طلبك' },
  guard: { en: 'Sign in to see your orders', ar: 'سجّل الدخول لترى طلباتك' },
  signIn: { en: 'Sign in', ar: 'تسجيل الدخول' },
  empty: { en: 'You have no order yet', ar: 'لا توجد لديك طلبات بعد' },
  shopJuices: { en: 'Shop juices', ar: 'تسوّق العصائر' },
  loading: { en: 'Loading your order…', ar: 'جارٍ تحميل طلبك…' },
  error: { en: 'We could not load this', ar: 'تعذّر تحميل هذا' },
  notFound: { en: 'Oops!', ar: 'عذرًا!' },
  order: (number: string) => ({ en: `Order ${number}`, ar: `الطلب ${number}` }),
  reorder: (number: string) => ({ en: `Re-order ${number}`, ar: `إعادة الطلب ${number}` }),
  reorderInvoice: (number: string) => ({ en: `Reorder ${number}`, ar: `إعادة الطلب ${number}` }),
  reordered: {
    en: /lines? (is|are) in your bag at today’s price/,
    ar: /إلى حقيبتك بأسعار اليوم|إلى حقيبتك بسعر اليوم/,
  },
  outOfStock: { en: 'Not added, as out of stock:', ar: 'لم يُضف لأنه نفد من المخزون:' },
  noLongerSold: { en: 'Not added, as no longer sold:', ar: 'لم يُضف لأنه لم يعد يُباع:' },
  pointsEarned: { en: 'Points earned', ar: 'النقاط المكتسبة' },
  status: {
    placed: { en: 'Placed', ar: 'تم الطلب' },
    processing: { en: 'Processing', ar: 'قيد التجهيز' },
    shipping: { en: 'Shipping', ar: 'قيد الشحن' },
    delivered: { en: 'Delivered', ar: 'تم التوصيل' },
    cancelled: { en: 'Cancelled', ar: 'ملغى' },
  },
  cancel: { en: 'Cancel order', ar: 'إلغاء الطلب' },
  cancelConfirm: { en: 'Yes, cancel the order', ar: 'نعم، ألغِ الطلب' },
  keep: { en: 'Keep the order', ar: 'أبقِ الطلب' },
  cancelled: { en: 'Order cancelled', ar: 'أُلغي الطلب' },
  pending: { en: 'Pending', ar: 'قيد الانتظار' },
  tooLate: { en: /can no longer be cancelled/, ar: /لم يعد ممكناً إلغاء/ },
  downloadInvoice: { en: 'Download Invoice', ar: 'تنزيل الفاتورة' },
  trackShipment: { en: 'Track Shipment', ar: 'تتبّع الشحنة' },
  viewDetail: { en: 'View order detail', ar: 'عرض تفاصيل الطلب' },
  print: { en: 'Print Invoice', ar: 'طباعة الفاتورة' },
  back: { en: 'Back to My Orders', ar: 'العودة إلى طلباتي' },
  others: { en: 'Your other orders', ar: 'طلباتك الأخرى' },
  grandTotal: { en: 'Grand Total', ar: 'الإجمالي الكلي' },
} as const;

/** A text of the table in the story's language. */
export function say<T>(text: Readonly<Record<Language, T>>, language: Language): T {
  return text[language];
}
