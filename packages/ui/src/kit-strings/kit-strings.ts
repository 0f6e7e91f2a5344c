import type { addedToBagModalMessages } from '../added-to-bag-modal/added-to-bag-modal.tsx';
import type { addressCardMessages } from '../address-card/address-card.tsx';
import type { addressFormMessages } from '../address-form/address-form-messages.ts';
import type { authModalMessages } from '../auth-modal/auth-forms.tsx';
import type { badgeMessages } from '../badge/badge.tsx';
import type { bagDropdownMessages } from '../bag-dropdown/bag-dropdown.tsx';
import type { breadcrumbsMessages } from '../breadcrumbs/breadcrumbs.tsx';
import type { cardBrandMarksMessages } from '../card-brand-marks/card-brand-marks.tsx';
import type { carouselMessages } from '../carousel/carousel.tsx';
import type { checkoutTableMessages } from '../checkout-table/checkout-table.tsx';
import type { confirmDialogMessages } from '../confirm-dialog/confirm-dialog.tsx';
import type { countdownNoticeMessages } from '../countdown-notice/countdown-notice.tsx';
import type { dataTableMessages } from '../data-table/data-table-values.ts';
import type { fileFieldMessages } from '../file-field/file-field.tsx';
import type { filterPanelMessages } from '../filter-panel/filter-panel.tsx';
import type { footerMessages } from '../footer/footer.tsx';
import type { galleryMessages } from '../gallery/gallery.tsx';
import type { headerMessages } from '../header/header.tsx';
import type { megaMenuMessages } from '../mega-menu/mega-menu.tsx';
import type { moneyFieldMessages } from '../money-field/money-field.tsx';
import type { nationalAddressMessages } from '../national-address/national-address.tsx';
import type { orderSummaryMessages } from '../order-summary/order-summary.tsx';
import type { paginationMessages } from '../pagination/pagination.tsx';
import type { passwordFieldMessages } from '../password-field/password-field.tsx';
import type { phoneFieldMessages } from '../phone-field/phone-field.tsx';
import type { pointsSliderMessages } from '../points-slider/points-slider.tsx';
import type { priceMessages } from '../price/price.tsx';
import type { productCardMessages } from '../product-card/product-card.tsx';
import type { progressStepsMessages } from '../progress-steps/progress-steps.tsx';
import type { quantityStepperMessages } from '../quantity-stepper/quantity-stepper.tsx';
import type { quickAddModalMessages } from '../quick-add-modal/quick-add-modal.tsx';
import type { rangeSliderMessages } from '../range-slider/range-slider.tsx';
import type { ratingInputMessages } from '../rating/rating-input.tsx';
import type { ratingMessages } from '../rating/rating.tsx';
import type { shipmentTrackerMessages } from '../shipment-tracker/shipment-tracker-messages.ts';
import type { sidebarDrawerMessages } from '../sidebar-menu/sidebar-drawer.tsx';
import type { spinnerMessages } from '../spinner/spinner.tsx';
import type { successModalMessages } from '../success-modal/success-modal.tsx';
import type { toastMessages } from '../toast/toast.tsx';
import type { totalsCardMessages } from '../totals-card/totals-card.tsx';

/** Every string table of the kit (a component's `…Messages` export), by type only. */
type KitTable =
  | typeof addedToBagModalMessages
  | typeof addressCardMessages
  | typeof addressFormMessages
  | typeof authModalMessages
  | typeof badgeMessages
  | typeof bagDropdownMessages
  | typeof breadcrumbsMessages
  | typeof cardBrandMarksMessages
  | typeof carouselMessages
  | typeof checkoutTableMessages
  | typeof confirmDialogMessages
  | typeof countdownNoticeMessages
  | typeof dataTableMessages
  | typeof fileFieldMessages
  | typeof filterPanelMessages
  | typeof footerMessages
  | typeof galleryMessages
  | typeof headerMessages
  | typeof megaMenuMessages
  | typeof moneyFieldMessages
  | typeof nationalAddressMessages
  | typeof orderSummaryMessages
  | typeof paginationMessages
  | typeof passwordFieldMessages
  | typeof phoneFieldMessages
  | typeof pointsSliderMessages
  | typeof priceMessages
  | typeof productCardMessages
  | typeof progressStepsMessages
  | typeof quantityStepperMessages
  | typeof quickAddModalMessages
  | typeof rangeSliderMessages
  | typeof ratingInputMessages
  | typeof ratingMessages
  | typeof shipmentTrackerMessages
  | typeof sidebarDrawerMessages
  | typeof spinnerMessages
  | typeof successModalMessages
  | typeof toastMessages
  | typeof totalsCardMessages;

/**
 * Every component's strings in one language, by table name: what a team writes to add a whole
 * language. Check a new language with `satisfies KitLanguageStrings` and a missing string is a type
 * error; the provider itself takes a part (what is missing falls back to English).
 */
export type KitLanguageStrings = { readonly [T in KitTable as T['name']]: T['en'] };

/** The names of the kit's string tables (`badge`, `header`, …). */
export type KitStringsName = keyof KitLanguageStrings;

/** Some strings of one language: for any table, any of its strings. */
export type PartialKitLanguageStrings = { readonly [N in KitStringsName]?: Partial<KitLanguageStrings[N]> };

/**
 * What a `KitStringsProvider` takes: by language (`fr`, the primary subtag of a locale such as
 * `fr-FR`), the strings it adds or replaces.
 */
export type KitStrings = Readonly<Record<string, PartialKitLanguageStrings | undefined>>;
