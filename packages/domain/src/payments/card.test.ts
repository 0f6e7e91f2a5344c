import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpiryValid, cvvLength, luhnValid } from './card.ts';

describe('card numbers', () => {
  it('accepts numbers with a good Luhn check digit and rejects one digit off', () => {
    for (const number of ['4242424242424242', '5555555555554444', '4406470000000007', '378282246310005']) {
      expect(luhnValid(number), number).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
  });

  it('finds one wrong digit in any valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, change) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + change) % 10;
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('names the brand from the leading digits, mada before Visa and Mastercard', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('440647')).toBe('mada');
    expect(cardBrand('5294150000000007')).toBe('mada');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });

  it('asks 4 security digits on American Express and 3 elsewhere', () => {
    expect(cvvLength('amex')).toBe(4);
    expect(cvvLength('visa')).toBe(3);
    expect(cvvLength(null)).toBe(3);
  });

  it('takes a card as valid to the end of its expiry month', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(cardExpiryValid(11, 2026, now)).toBe(true);
    expect(cardExpiryValid(12, 2030, now)).toBe(true);
    expect(cardExpiryValid(10, 2026, now)).toBe(false);
    expect(cardExpiryValid(13, 2030, now)).toBe(false);
    expect(cardExpiryValid(0, 2030, now)).toBe(false);
    expect(cardExpiryValid(1.5, 2030, now)).toBe(false);
    expect(cardExpiryValid(5, 2030.5, now)).toBe(false);
  });
});
