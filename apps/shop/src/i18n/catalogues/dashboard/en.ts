import { staffActionsEn } from './actions/en.ts';
import { staffEnquiriesEn } from './enquiries/en.ts';
import { staffFaqEn } from './faq/en.ts';
import { staffPagesEn } from './pages/en.ts';
import { staffBlogEn } from './blog/en.ts';
import { staffCouponEn } from './coupon/en.ts';
import { staffCommentsEn } from './comments/en.ts';
import { staffCouponsEn } from './coupons/en.ts';
import { staffProductEn } from './product/en.ts';
import { staffProductFormEn } from './product-form/en.ts';
import { staffProductImagesEn } from './product-images/en.ts';
import { staffProductsEn } from './products/en.ts';
import { staffOrderEn } from './order/en.ts';
import { ordersTableEn } from './orders/en.ts';
import { queueEn } from './queue/en.ts';
import { staffSettingsEn } from './settings/en.ts';
import { staffSpecialsEn } from './specials/en.ts';
import { staffLoyaltyEventsEn } from './loyalty-events/en.ts';
import { staffWalletEn } from './wallet/en.ts';

/**
 * The fulfilment dashboard's English messages (issue #17), loaded with its pages only after the API
 * says the visitor is staff (see `../../messages.ts`): the frame's and the shared words here, each
 * page's in its own file spread in below.
 */
export const dashboardEn = {
  'dashboard.nav.label': 'Dashboard',
  'dashboard.nav.queue': 'Queue',
  'dashboard.nav.orders': 'All orders',
  'dashboard.nav.wallet': 'Refunds & withdrawals',
  'dashboard.nav.actions': 'Staff actions',
  'dashboard.nav.enquiries': 'Enquiries',
  'dashboard.nav.products': 'Products',
  'dashboard.nav.coupons': 'Coupons',
  'dashboard.nav.settings': 'Settings',
  'dashboard.nav.specials': 'Specials',
  'dashboard.nav.comments': 'Comments',
  'dashboard.nav.loyaltyEvents': 'Loyalty events',
  'dashboard.nav.faq': 'FAQ',
  'dashboard.nav.pages': 'Information pages',
  'dashboard.nav.blog': 'Blog',
  'dashboard.signedInAs': 'Signed in as {email}',
  'dashboard.signOut': 'Sign out',
  'dashboard.retry': 'Try again',
  'dashboard.status.placed': 'Placed',
  'dashboard.status.processing': 'Processing',
  'dashboard.status.shipping': 'Shipping',
  'dashboard.status.delivered': 'Delivered',
  'dashboard.status.cancelled': 'Cancelled',
  'dashboard.payment.card': 'Card',
  'dashboard.payment.cod': 'Cash on delivery',
  'dashboard.payment.wallet': 'Wallet',
  'dashboard.late': 'Late',
  'dashboard.live.newOrder': 'New order {number}',
  'dashboard.live.changed': 'Order {number}: {status}',
  ...queueEn,
  ...ordersTableEn,
  ...staffOrderEn,
  ...staffWalletEn,
  ...staffActionsEn,
  ...staffEnquiriesEn,
  ...staffProductsEn,
  ...staffCouponsEn,
  ...staffCouponEn,
  ...staffProductEn,
  ...staffProductFormEn,
  ...staffProductImagesEn,
  ...staffSettingsEn,
  ...staffSpecialsEn,
  ...staffCommentsEn,
  ...staffLoyaltyEventsEn,
  ...staffFaqEn,
  ...staffPagesEn,
  ...staffBlogEn,
} as const;

export type DashboardMessageKey = keyof typeof dashboardEn;
