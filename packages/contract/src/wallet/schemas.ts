import { z } from 'zod';
import { halalasSchema, pageQuery } from '../common/schemas.ts';

export const walletBalancesSchema = z.object({
  total: halalasSchema.describe('Available and unavailable credit'),
  unavailable: halalasSchema.describe('Refunds not yet settled (pending)'),
  available: halalasSchema.describe('Credit that may be spent now'),
  withdrawable: halalasSchema.describe('Settled card-refund credit that may be withdrawn'),
});
export type WalletBalancesView = z.output<typeof walletBalancesSchema>;

export const walletEntryTypeSchema = z.enum(['refund', 'goodwill', 'payment', 'withdrawal']);
export const walletStatusSchema = z.enum(['pending', 'completed', 'failed']);

export const walletEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  type: walletEntryTypeSchema,
  orderNumber: z.string().nullable(),
  description: z.string(),
  amount: z.int().describe('Signed halalas: credit positive, payments and withdrawals negative'),
  status: walletStatusSchema,
});
export type WalletEntryView = z.output<typeof walletEntrySchema>;

export const walletHistoryQuerySchema = z.strictObject({
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(60).default(20),
});

export const walletHistorySchema = z.object({
  items: z.array(walletEntrySchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().nonnegative(),
  pageCount: z.int().nonnegative(),
});
export type WalletHistory = z.output<typeof walletHistorySchema>;

export const withdrawalBodySchema = z.strictObject({
  amount: z
    .int('Enter an amount in halalas')
    .positive('Enter an amount above zero')
    .max(100_000_000)
    .describe('Halalas to withdraw'),
});
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

export const withdrawalResponseSchema = z.object({ entry: walletEntrySchema, balances: walletBalancesSchema });
export type WithdrawalResponse = z.output<typeof withdrawalResponseSchema>;
