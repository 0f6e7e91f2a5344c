import { describe, expect, it } from 'vitest';
import { brandOf, cardInput, cardProblems, emptyCard, parseExpiry } from './card-form.ts';

const now = new Date('2026-11-23T12:00:00Z');
const good = { number: '4242 4242 4242 4242', holderName: ' Noura Al-Harbi ', expiry: '08/29', cvv: '123' };

describe('the checkout card form', () => {
  it('accepts a good card and sends it as the API takes it', () => {
    expect(cardProblems(good, now)).toEqual({});
    expect(cardInput(good)).toEqual({
      number: '4242424242424242',
      holderName: 'Noura Al-Harbi',
      expiryMonth: 8,
      expiryYear: 2029,
      cvv: '123',
    });
  });

  it('says what is wrong with each empty or mistyped field', () => {
    expect(cardProblems(emptyCard, now)).toEqual({
      number: 'checkout.card.error.numberRequired',
      holderName: 'checkout.card.error.holderName',
      expiry: 'checkout.card.error.expiry',
      cvv: 'checkout.card.error.cvv3',
    });
    expect(cardProblems({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('checkout.card.error.number');
    expect(cardProblems({ ...good, number: '6011111111111117' }, now).number).toBe('checkout.card.error.brand');
    expect(cardProblems({ ...good, expiry: '10/26' }, now).expiry).toBe('checkout.card.error.expired');
    expect(cardProblems({ ...good, number: '378282246310005', cvv: '123' }, now).cvv).toBe('checkout.card.error.cvv4');
  });

  it('reads MM/YY, MM/YYYY and Arabic-Indic digits', () => {
    expect(parseExpiry('8/2029')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('٠٨/٢٩')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toBeNull();
  });

  it('shows the brand as the number is typed', () => {
    expect(brandOf('4')).toBe('visa');
    expect(brandOf('5555 55')).toBe('mastercard');
    expect(brandOf('4406 47')).toBe('mada');
    expect(brandOf('')).toBeNull();
  });
});
