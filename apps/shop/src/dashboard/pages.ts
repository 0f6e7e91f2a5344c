import { type ComponentType, createElement } from 'react';
import { StaffOnly } from './gate/staff-only.tsx';
import { StaffActionsPage as ActionsPage } from './actions/index.ts';
import { StaffCommentsPage as CommentsPage } from './comments/index.ts';
import { StaffCouponPage as CouponPage } from './coupon/index.ts';
import { DashboardCouponsPage as CouponsPage } from './coupons/index.ts';
import { StaffEnquiriesPage as EnquiriesPage } from './enquiries/index.ts';
import { StaffLoyaltyEventsPage as LoyaltyEventsPage } from './loyalty-events/index.ts';
import { StaffFaqPage as FaqPage } from './faq/index.ts';
import {
  StaffInfoPageEditorPage as InfoPageEditorPage,
  StaffInfoPagesPage as InfoPagesPage,
} from './info-pages/index.ts';
import { StaffBlogPage as BlogPage } from './blog/index.ts';
import { StaffBlogPostPage as BlogPostPage } from './blog-post/index.ts';
import { StaffOrderPage as OrderPage } from './order/index.ts';
import { DashboardOrdersPage as OrdersPage } from './orders/orders-page.tsx';
import { StaffProductPage as ProductPage } from './product/index.ts';
import { NewProductPage } from './product-new/index.ts';
import { DashboardProductsPage as ProductsPage } from './products/index.ts';
import { DashboardQueuePage as QueuePage } from './queue/queue-page.tsx';
import { StaffSettingsPage as SettingsPage } from './settings/index.ts';
import { StaffSpecialsPage as SpecialsPage } from './specials/index.ts';
import { StaffWalletPage as WalletPage } from './wallet/index.ts';

// The fulfilment dashboard's pages: one chunk, imported only after the API says the visitor is
// staff (see the dashboard's routes and `gate/load-dashboard.ts`), so no shopper or visitor ever
// downloads it. Each page keeps following the staff session (see `StaffOnly`).

/** A dashboard page that turns into the not-found page when the staff session ends. */
function staffOnly(Page: ComponentType): ComponentType {
  return function StaffPage() {
    return createElement(StaffOnly, null, createElement(Page));
  };
}

// By the name of their address in `paths.ts` (the dashboard's routes import them by it).
export const dashboard = staffOnly(QueuePage);
export const dashboardOrders = staffOnly(OrdersPage);
export const dashboardOrder = staffOnly(OrderPage);
export const dashboardWallet = staffOnly(WalletPage);
export const dashboardActions = staffOnly(ActionsPage);
export const dashboardEnquiries = staffOnly(EnquiriesPage);
export const dashboardProducts = staffOnly(ProductsPage);
export const dashboardProductNew = staffOnly(NewProductPage);
export const dashboardProduct = staffOnly(ProductPage);
export const dashboardCoupons = staffOnly(CouponsPage);
export const dashboardCouponNew = staffOnly(CouponPage);
export const dashboardCoupon = staffOnly(CouponPage);
export const dashboardSettings = staffOnly(SettingsPage);
export const dashboardSpecials = staffOnly(SpecialsPage);
export const dashboardComments = staffOnly(CommentsPage);
export const dashboardLoyaltyEvents = staffOnly(LoyaltyEventsPage);
export const dashboardFaq = staffOnly(FaqPage);
export const dashboardPages = staffOnly(InfoPagesPage);
export const dashboardPage = staffOnly(InfoPageEditorPage);
export const dashboardBlog = staffOnly(BlogPage);
export const dashboardBlogNew = staffOnly(BlogPostPage);
export const dashboardBlogPost = staffOnly(BlogPostPage);
