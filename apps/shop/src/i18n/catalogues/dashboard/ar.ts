/** The fulfilment dashboard's Arabic messages: the same keys as 'en.ts' (a test checks). */
import type { DashboardMessageKey } from './en.ts';
import { staffActionsAr } from './actions/ar.ts';
import { staffEnquiriesAr } from './enquiries/ar.ts';
import { staffFaqAr } from './faq/ar.ts';
import { staffPagesAr } from './pages/ar.ts';
import { staffBlogAr } from './blog/ar.ts';
import { staffCouponAr } from './coupon/ar.ts';
import { staffCommentsAr } from './comments/ar.ts';
import { staffCouponsAr } from './coupons/ar.ts';
import { staffProductAr } from './product/ar.ts';
import { staffProductFormAr } from './product-form/ar.ts';
import { staffProductImagesAr } from './product-images/ar.ts';
import { staffProductsAr } from './products/ar.ts';
import { staffOrderAr } from './order/ar.ts';
import { ordersTableAr } from './orders/ar.ts';
import { queueAr } from './queue/ar.ts';
import { staffSettingsAr } from './settings/ar.ts';
import { staffSpecialsAr } from './specials/ar.ts';
import { staffLoyaltyEventsAr } from './loyalty-events/ar.ts';
import { staffWalletAr } from './wallet/ar.ts';

export const dashboardAr: Readonly<Record<DashboardMessageKey, string>> = {
  'dashboard.nav.label': 'لوحة التحكم',
  'dashboard.nav.queue': 'قائمة الانتظار',
  'dashboard.nav.orders': 'كل الطلبات',
  'dashboard.nav.wallet': 'المبالغ المستردة والسحوبات',
  'dashboard.nav.actions': 'إجراءات الموظفين',
  'dashboard.nav.enquiries': 'الاستفسارات',
  'dashboard.nav.products': 'المنتجات',
  'dashboard.nav.coupons': 'القسائم',
  'dashboard.nav.settings': 'الإعدادات',
  'dashboard.nav.specials': 'العروض الخاصة',
  'dashboard.nav.comments': 'التعليقات',
  'dashboard.nav.loyaltyEvents': 'فعاليات الولاء',
  'dashboard.nav.faq': 'الأسئلة الشائعة',
  'dashboard.nav.pages': 'صفحات المعلومات',
  'dashboard.nav.blog': 'المدونة',
  'dashboard.signedInAs': 'تم تسجيل الدخول باسم {email}',
  'dashboard.signOut': 'تسجيل الخروج',
  'dashboard.retry': 'حاول مرة أخرى',
  'dashboard.status.placed': 'تم الطلب',
  'dashboard.status.processing': 'قيد التجهيز',
  'dashboard.status.shipping': 'قيد الشحن',
  'dashboard.status.delivered': 'تم التوصيل',
  'dashboard.status.cancelled': 'ملغى',
  'dashboard.payment.card': 'بطاقة',
  'dashboard.payment.cod': 'الدفع عند الاستلام',
  'dashboard.payment.wallet': 'المحفظة',
  'dashboard.late': 'متأخر',
  'dashboard.live.newOrder': 'طلب جديد {number}',
  'dashboard.live.changed': 'الطلب {number}: {status}',
  ...queueAr,
  ...ordersTableAr,
  ...staffOrderAr,
  ...staffWalletAr,
  ...staffActionsAr,
  ...staffEnquiriesAr,
  ...staffProductsAr,
  ...staffCouponsAr,
  ...staffCouponAr,
  ...staffProductAr,
  ...staffProductFormAr,
  ...staffProductImagesAr,
  ...staffSettingsAr,
  ...staffSpecialsAr,
  ...staffCommentsAr,
  ...staffLoyaltyEventsAr,
  ...staffFaqAr,
  ...staffPagesAr,
  ...staffBlogAr,
};
