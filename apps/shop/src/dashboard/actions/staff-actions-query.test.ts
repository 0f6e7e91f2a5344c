import { describe, expect, it } from 'vitest';
import { readActionsView, subjectOf, writeActionsView } from './staff-actions-query.ts';

describe('the staff actions filters', () => {
  it('ask an order number as the subject the API records (order:<NUMBER>)', () => {
    expect(subjectOf(' jy-261122-7kq4m ')).toBe('order:JY-261122-7KQ4M');
    expect(subjectOf('wallet:3b2a1c0d-4c7d-4e9f-8a1b-000000000001')).toBe(
      'wallet:3b2a1c0d-4c7d-4e9f-8a1b-000000000001',
    );
    expect(subjectOf('  ')).toBeUndefined();
  });

  it('survive the address: what was chosen comes back, anything unknown is the default', () => {
    const view = { order: 'JY-1', action: 'order.cancel', staff: 'sara@juicyin.sa', page: 3 } as const;
    expect(readActionsView(writeActionsView(view))).toEqual(view);
    expect(readActionsView(new URLSearchParams('action=drop.tables&page=-2'))).toEqual({
      order: '',
      action: '',
      staff: '',
      page: 1,
    });
  });
});
