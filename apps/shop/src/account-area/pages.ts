// The account area's pages that load as one chunk (SPEC.md §2: a lazily loaded area): the first
// visit to any of them brings them all, so moving between them does not wait again, and the
// shop's entry holds one import for the area instead of one per page. The profile (its calendars)
// and the address book (its map) are heavier and load on their own.
export { AccountHubPage } from './hub/hub-page.tsx';
export { CouponsPage } from './coupons/coupons-page.tsx';
export { PaymentOptionsPage } from './payment-options/payment-options-page.tsx';
export { PointsPage } from './points/points-page.tsx';
export { WalletPage } from './wallet/wallet-page.tsx';
