import { describe, expect, it } from 'vitest';
import { SHOPPER_CANCEL_TEXT, STANDARD_EVENT_TEXT } from './event-text.ts';
import { ORDER_STATUSES } from './status.ts';

describe('the standard shipment event texts', () => {
  it('has a text for every status, in English and in Arabic script', () => {
    expect(Object.keys(STANDARD_EVENT_TEXT).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const text of [...Object.values(STANDARD_EVENT_TEXT), SHOPPER_CANCEL_TEXT]) {
      expect(text.en).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(text.ar).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it("tells the shopper's own cancel from the store's", () => {
    expect(SHOPPER_CANCEL_TEXT.en).not.toBe(STANDARD_EVENT_TEXT.cancelled.en);
    expect(SHOPPER_CANCEL_TEXT.ar).not.toBe(STANDARD_EVENT_TEXT.cancelled.ar);
  });
});
