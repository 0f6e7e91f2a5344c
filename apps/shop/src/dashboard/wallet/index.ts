export { StaffWalletPage } from './staff-wallet-page.tsx';
