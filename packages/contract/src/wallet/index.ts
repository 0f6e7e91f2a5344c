export { getWallet, getWalletHistory, requestWalletWithdrawal } from './endpoints.ts';
export {
  walletBalancesSchema,
  type WalletBalancesView,
  walletEntrySchema,
  walletEntryTypeSchema,
  type WalletEntryView,
  type WalletHistory,
  walletHistoryQuerySchema,
  walletHistorySchema,
  walletStatusSchema,
  type WithdrawalBody,
  withdrawalBodySchema,
  type WithdrawalResponse,
  withdrawalResponseSchema,
} from './schemas.ts';
