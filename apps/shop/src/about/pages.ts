// The two public about pages as one chunk: the entry holds one import for them.
export { AboutPointsPage } from './about-points-page.tsx';
export { AboutWalletPage } from './about-wallet-page.tsx';
