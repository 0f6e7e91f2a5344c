import { defineEndpoint } from '../endpoint.ts';
import {
  advanceOrderBodySchema,
  goodwillBodySchema,
  staffActionListSchema,
  staffActionsQuerySchema,
  staffCancelBodySchema,
  staffOrderListQuerySchema,
  staffOrderListSchema,
  staffOrderParamsSchema,
  staffOrderSchema,
  staffWalletEntrySchema,
  staffWalletListSchema,
  staffWalletQuerySchema,
  walletEntryParamsSchema,
} from './schemas.ts';
import { notStaff } from './not-staff.ts';

const hidden = notStaff('no such record');
const wrongState = (description: string) => ({ status: 409, code: 'invalid_state', description }) as const;

export const listStaffOrders = defineEndpoint({
  id: 'listStaffOrders',
  method: 'GET',
  path: '/api/staff/orders',
  tag: 'staff',
  staff: true,
  summary: 'Staff: orders by status, oldest first (paginated)',
  query: staffOrderListQuerySchema,
  response: staffOrderListSchema,
  errors: [hidden],
});

export const advanceOrder = defineEndpoint({
  id: 'advanceOrder',
  method: 'POST',
  path: '/api/staff/orders/:number/status',
  tag: 'staff',
  staff: true,
  summary:
    'Staff: move an order one step (Processing, Shipping, Delivered) with a shipment event; on Delivered the points, sales and referral are credited',
  params: staffOrderParamsSchema,
  body: advanceOrderBodySchema,
  response: staffOrderSchema,
  errors: [hidden, wrongState('The status machine does not allow this move from the current status')],
});

export const staffCancelOrder = defineEndpoint({
  id: 'staffCancelOrder',
  method: 'POST',
  path: '/api/staff/orders/:number/cancel',
  tag: 'staff',
  staff: true,
  summary: 'Staff: cancel an order until it ships (refunds, returned points and stock as for a shopper cancel)',
  params: staffOrderParamsSchema,
  body: staffCancelBodySchema,
  response: staffOrderSchema,
  errors: [
    hidden,
    { status: 409, code: 'not_cancellable', description: 'The order is shipping, delivered or cancelled' },
  ],
});

export const listStaffWallet = defineEndpoint({
  id: 'listStaffWallet',
  method: 'GET',
  path: '/api/staff/wallet',
  tag: 'staff',
  staff: true,
  summary: 'Staff: wallet refunds and withdrawals by status (pending by default), oldest first',
  query: staffWalletQuerySchema,
  response: staffWalletListSchema,
  errors: [hidden],
});

export const staffSettleRefund = defineEndpoint({
  id: 'staffSettleRefund',
  method: 'POST',
  path: '/api/staff/wallet/:id/settle',
  tag: 'staff',
  staff: true,
  summary: 'Staff: a pending refund becomes available credit',
  params: walletEntryParamsSchema,
  response: staffWalletEntrySchema,
  errors: [hidden, wrongState('The entry is not a pending refund')],
});

export const staffCompleteWithdrawal = defineEndpoint({
  id: 'staffCompleteWithdrawal',
  method: 'POST',
  path: '/api/staff/wallet/:id/complete',
  tag: 'staff',
  staff: true,
  summary: 'Staff: a pending withdrawal was paid out',
  params: walletEntryParamsSchema,
  response: staffWalletEntrySchema,
  errors: [hidden, wrongState('The entry is not a pending withdrawal')],
});

export const staffFailWithdrawal = defineEndpoint({
  id: 'staffFailWithdrawal',
  method: 'POST',
  path: '/api/staff/wallet/:id/fail',
  tag: 'staff',
  staff: true,
  summary: 'Staff: a pending withdrawal could not be paid out; its credit returns to the wallet',
  params: walletEntryParamsSchema,
  response: staffWalletEntrySchema,
  errors: [hidden, wrongState('The entry is not a pending withdrawal')],
});

export const grantGoodwill = defineEndpoint({
  id: 'grantGoodwill',
  method: 'POST',
  path: '/api/staff/goodwill',
  tag: 'staff',
  staff: true,
  summary: "Staff: credit goodwill to a shopper's wallet (spendable, not withdrawable)",
  body: goodwillBodySchema,
  response: staffWalletEntrySchema,
  successStatus: 201,
  errors: [hidden],
});

export const listStaffActions = defineEndpoint({
  id: 'listStaffActions',
  method: 'GET',
  path: '/api/staff/actions',
  tag: 'staff',
  staff: true,
  summary: 'Staff: the record of staff actions (who did what and when), newest first',
  query: staffActionsQuerySchema,
  response: staffActionListSchema,
  errors: [hidden],
});
