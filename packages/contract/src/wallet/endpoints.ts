import { defineEndpoint } from '../endpoint.ts';
import {
  walletBalancesSchema,
  walletHistoryQuerySchema,
  walletHistorySchema,
  withdrawalBodySchema,
  withdrawalResponseSchema,
} from './schemas.ts';

export const getWallet = defineEndpoint({
  id: 'getWallet',
  method: 'GET',
  path: '/api/me/wallet',
  tag: 'wallet',
  auth: true,
  summary: 'Wallet balances: total, unavailable (pending refunds), available and withdrawable',
  response: walletBalancesSchema,
});

export const getWalletHistory = defineEndpoint({
  id: 'getWalletHistory',
  method: 'GET',
  path: '/api/me/wallet/history',
  tag: 'wallet',
  auth: true,
  summary: "The signed-in shopper's wallet transactions, newest first (paginated)",
  query: walletHistoryQuerySchema,
  response: walletHistorySchema,
});

export const requestWalletWithdrawal = defineEndpoint({
  id: 'requestWalletWithdrawal',
  method: 'POST',
  path: '/api/me/wallet/withdrawals',
  tag: 'wallet',
  auth: true,
  summary: '"Withdraw Deposit": request a withdrawal of withdrawable credit; Pending until staff complete or fail it',
  body: withdrawalBodySchema,
  response: withdrawalResponseSchema,
  successStatus: 201,
  errors: [
    {
      status: 409,
      code: 'not_withdrawable',
      description:
        'The amount is more than the withdrawable credit (goodwill and pending refunds are not withdrawable)',
    },
  ],
});
