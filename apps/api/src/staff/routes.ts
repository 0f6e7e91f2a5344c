import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area.ts';
import { actionLogRoutes } from './action-log.ts';
import type { StaffDeps } from './deps.ts';
import { staffCatalogueRoutes } from './catalogue.ts';
import { staffCommentRoutes } from './comments.ts';
import { staffCouponRoutes } from './coupons.ts';
import { staffLoyaltyEventRoutes } from './loyalty-events.ts';
import { staffProductRoutes } from './products.ts';
import { staffProductImageRoutes } from './product-images.ts';
import { staffFaqRoutes } from './faq.ts';
import { staffPageRoutes } from './pages.ts';
import { staffBlogRoutes } from './blog-posts.ts';
import { staffBlogPictureRoutes } from './blog-pictures.ts';
import { staffSettingsRoutes } from './settings.ts';
import { staffSpecialsRoutes } from './specials.ts';
import { dashboardRoutes } from './dashboard.ts';
import { staffEnquiryRoutes } from './enquiries.ts';
import { staffGuard } from './guard.ts';
import { orderChangeRoutes } from './order-changes.ts';
import { staffQueueRoutes } from './queue.ts';
import { walletReviewRoutes } from './wallet-review.ts';

/**
 * The staff area (`/api/staff/…`), registered as one plugin: its guard hides every route in it
 * from anyone but staff; then the order queue, order changes, the dashboard, enquiries, wallet
 * review, the action log, the catalogue, the store's settings, the specials, coupons, the blog's
 * comments, loyalty events, the FAQ, the information pages and the blog's posts.
 */
export function staffRoutes(
  app: FastifyInstance,
  deps: Pick<
    AppDeps,
    'db' | 'resolve' | 'catalogue' | 'cache' | 'mailer' | 'clock' | 'shopUrl' | 'orderEvents' | 'mapTiles'
  >,
): void {
  staffGuard(app, deps);
  const staff: StaffDeps = {
    ...deps,
    published: (request) => {
      deps.orderEvents.published().catch((error: unknown) => {
        request.log.error({ err: error }, 'the live order streams were not told of a change');
      });
    },
  };
  staffQueueRoutes(app, staff);
  dashboardRoutes(app, staff);
  staffEnquiryRoutes(app, staff);
  orderChangeRoutes(app, staff);
  walletReviewRoutes(app, staff);
  actionLogRoutes(app, staff);
  staffCatalogueRoutes(app, staff);
  staffProductRoutes(app, staff);
  staffProductImageRoutes(app, staff);
  staffSettingsRoutes(app, staff);
  staffSpecialsRoutes(app, staff);
  staffCouponRoutes(app, staff);
  staffCommentRoutes(app, staff);
  staffLoyaltyEventRoutes(app, staff);
  staffFaqRoutes(app, staff);
  staffPageRoutes(app, staff);
  staffBlogRoutes(app, staff);
  staffBlogPictureRoutes(app, staff);
}
