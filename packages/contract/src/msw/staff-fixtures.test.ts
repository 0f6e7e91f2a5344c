import { describe, expect, it } from 'vitest';
import { staffActionListSchema, staffOrderDetailSchema, staffWalletEntrySchema } from '../staff/index.ts';
import { staffFixtures } from './staff-fixtures.ts';

describe("the dashboard stories' staff fixtures", () => {
  it('are what the API answers: order details, wallet entries and actions parse by the contract', () => {
    for (const order of [
      staffFixtures.processingOrder,
      staffFixtures.shippingOrder,
      staffFixtures.cancelledOrder,
      staffFixtures.placedOrder,
    ]) {
      expect(staffOrderDetailSchema.parse(order)).toEqual(order);
    }
    for (const entry of staffFixtures.walletEntries) expect(staffWalletEntrySchema.parse(entry)).toEqual(entry);
    const actions = { items: staffFixtures.actions, page: 1, pageSize: 50, total: 60, pageCount: 2 };
    expect(() => staffActionListSchema.parse(actions)).not.toThrow();
  });

  it('follow the status machine: each order may go only where its status allows', () => {
    expect(staffFixtures.processingOrder.nextStatuses).toEqual(['shipping', 'cancelled']);
    expect(staffFixtures.shippingOrder.nextStatuses).toEqual(['delivered']);
    expect(staffFixtures.cancelledOrder.nextStatuses).toEqual([]);
  });
});
