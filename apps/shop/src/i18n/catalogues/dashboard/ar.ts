import { staffActionsAr } from './actions/ar.ts';
import type { DashboardMessageKey } from './en.ts';
import { staffOrderAr } from './order/ar.ts';
import { staffWalletAr } from './wallet/ar.ts';

/** The dashboard's Arabic messages: the same keys as `en.ts`. */
export const dashboardAr: Readonly<Record<DashboardMessageKey, string>> = {
  ...staffOrderAr,
  ...staffWalletAr,
  ...staffActionsAr,
};
