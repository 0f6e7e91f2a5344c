import { describe, expect, it } from 'vitest';
import {
  SHOPPER_CANCEL_TEXT,
  STANDARD_EVENT_TEXT,
  STATUS_TEXT_PRESET_KEYS,
  STATUS_TEXT_PRESETS,
  statusEventText,
} from './event-text.ts';
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

describe("staff's status texts", () => {
  it('lists every preset once, each in English and in Arabic script', () => {
    expect([...STATUS_TEXT_PRESET_KEYS].sort()).toEqual(Object.keys(STATUS_TEXT_PRESETS).sort());
    for (const text of Object.values(STATUS_TEXT_PRESETS)) {
      expect(text.en).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(text.ar).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it('stores a preset in both languages, one’s own words as written for both, and else the status’s standard text', () => {
    expect(statusEventText('shipping', { preset: 'handover' })).toEqual({
      en: 'Ready for handover to logistics partner',
      ar: 'جاهز للتسليم لشريك التوصيل',
    });
    expect(statusEventText('processing', { text: 'Pressing your juice' })).toEqual({
      en: 'Pressing your juice',
      ar: 'Pressing your juice',
    });
    expect(statusEventText('delivered', {})).toBe(STANDARD_EVENT_TEXT.delivered);
  });
});
