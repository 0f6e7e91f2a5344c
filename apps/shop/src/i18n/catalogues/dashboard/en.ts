import { staffActionsEn } from './actions/en.ts';
import { staffOrderEn } from './order/en.ts';
import { staffWalletEn } from './wallet/en.ts';

/**
 * The dashboard's English messages, loaded with its pages (see `../../messages.ts`): each page's in
 * its own file spread in below.
 */
export const dashboardEn = {
  ...staffOrderEn,
  ...staffWalletEn,
  ...staffActionsEn,
} as const;

export type DashboardMessageKey = keyof typeof dashboardEn;
