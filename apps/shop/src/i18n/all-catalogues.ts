import { aboutAr } from './catalogues/about/ar.ts';
import { aboutEn } from './catalogues/about/en.ts';
import { accountAr } from './catalogues/account/ar.ts';
import { accountEn } from './catalogues/account/en.ts';
import { ar } from './catalogues/ar.ts';
import { authAr } from './catalogues/auth/ar.ts';
import { authEn } from './catalogues/auth/en.ts';
import { blogAr } from './catalogues/blog/ar.ts';
import { blogEn } from './catalogues/blog/en.ts';
import { checkoutAr } from './catalogues/checkout/ar.ts';
import { checkoutEn } from './catalogues/checkout/en.ts';
import { dashboardAr } from './catalogues/dashboard/ar.ts';
import { dashboardEn } from './catalogues/dashboard/en.ts';
import { en } from './catalogues/en.ts';
import { footerAr } from './catalogues/footer/ar.ts';
import { footerEn } from './catalogues/footer/en.ts';
import { infoAr } from './catalogues/info/ar.ts';
import { infoEn } from './catalogues/info/en.ts';
import { listingAr } from './catalogues/listing/ar.ts';
import { listingEn } from './catalogues/listing/en.ts';
import { offlineAr } from './catalogues/offline/ar.ts';
import { offlineEn } from './catalogues/offline/en.ts';
import { ordersAr } from './catalogues/orders/ar.ts';
import { ordersEn } from './catalogues/orders/en.ts';
import { productAr } from './catalogues/product/ar.ts';
import { productEn } from './catalogues/product/en.ts';
import { refillAr } from './catalogues/refill/ar.ts';
import { refillEn } from './catalogues/refill/en.ts';
import { reviewsAr } from './catalogues/reviews/ar.ts';
import { reviewsEn } from './catalogues/reviews/en.ts';
import { specialAr } from './catalogues/special/ar.ts';
import { specialEn } from './catalogues/special/en.ts';
import { wishlistAr } from './catalogues/wishlist/ar.ts';
import { wishlistEn } from './catalogues/wishlist/en.ts';
import { type Catalogue, type Language, provideCatalogues } from './messages.ts';

/**
 * Both languages' whole catalogues (the shell's messages and every page part's), loaded at once:
 * for stories, tests and tools that show either language without waiting. The shop itself loads
 * only the shopper's language, and a page's part with the page (`loadCatalogue`, `loadCataloguePart`).
 */
export const catalogues: Record<Language, Catalogue> = {
  en: {
    ...en,
    ...checkoutEn,
    ...ordersEn,
    ...aboutEn,
    ...accountEn,
    ...reviewsEn,
    ...dashboardEn,
    ...blogEn,
    ...infoEn,
    ...refillEn,
    ...specialEn,
    ...productEn,
    ...listingEn,
    ...footerEn,
    ...wishlistEn,
    ...authEn,
    ...offlineEn,
  },
  ar: {
    ...ar,
    ...checkoutAr,
    ...ordersAr,
    ...aboutAr,
    ...accountAr,
    ...reviewsAr,
    ...dashboardAr,
    ...blogAr,
    ...infoAr,
    ...refillAr,
    ...specialAr,
    ...productAr,
    ...listingAr,
    ...footerAr,
    ...wishlistAr,
    ...authAr,
    ...offlineAr,
  },
};

provideCatalogues(catalogues);
