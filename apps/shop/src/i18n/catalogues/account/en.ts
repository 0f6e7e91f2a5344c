import { profileEn } from './profile/en.ts';
import { addressesEn } from './addresses/en.ts';
import { hubEn } from './hub/en.ts';
import { emailLinksEn } from './email-links/en.ts';

/**
 * The account area's English messages (SPEC.md §2, Account area), loaded with its pages (see
 * `../../messages.ts`): the frame's here, each page's in its own file spread in below.
 */
import { pointsEn } from './points/en.ts';
import { walletEn } from './wallet/en.ts';

export const accountEn = {
  'account.menu.label': 'My account',
  'account.menu.profileGroup': 'My Profile',
  'account.menu.hub': 'Account overview',
  'account.menu.profile': 'Profile',
  'account.menu.addresses': 'Addresses',
  'account.menu.paymentOptions': 'Payment Options',
  'account.menu.orders': 'My Orders',
  'account.menu.points': 'My Points & Reward',
  'account.menu.coupons': 'My Coupons',
  'account.menu.wallet': 'My Wallet',
  'account.menu.wishlist': 'My Wish List',
  'account.menu.signOut': 'Sign Out',
  'account.guard.checking': 'Checking your session…',
  'account.guard.title': 'Sign in to see your account',
  'account.guard.description': 'Your profile, addresses, points, coupons and wallet are here once you sign in.',
  'account.guard.signIn': 'Sign in',
  ...profileEn,
  ...addressesEn,
  ...pointsEn,
  ...walletEn,
  ...hubEn,
  ...emailLinksEn,
} as const;

export type AccountMessageKey = keyof typeof accountEn;
