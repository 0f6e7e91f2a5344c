import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblems, luhnValid } from './card.ts';
import { SANDBOX_CARDS, SandboxProvider } from './sandbox.ts';

const now = new Date('2026-11-22T10:00:00Z');
const card = (number: string, overrides: Partial<{ expiryMonth: number; expiryYear: number; cvv: string }> = {}) => ({
  number,
  holderName: 'Noura Al-Harbi',
  expiryMonth: 8,
  expiryYear: 2029,
  cvv: '123',
  ...overrides,
});

describe('card validation', () => {
  it('accepts every sandbox test number by Luhn and recognises its brand', () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(luhnValid(number), number).toBe(true);
    expect(cardBrand(SANDBOX_CARDS.visa)).toBe('visa');
    expect(cardBrand(SANDBOX_CARDS.mastercard)).toBe('mastercard');
    expect(cardBrand(SANDBOX_CARDS.mada)).toBe('mada');
    expect(cardBrand(SANDBOX_CARDS.amex)).toBe('amex');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('6011111111111117')).toBeNull();
  });

  it('rejects a mistyped number, an unknown brand, a past expiry and a wrong-length security code', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(cardProblems(card('4242424242424241'), now)).toEqual({
      'card.number': 'This card number is not valid; check the digits',
    });
    expect(cardProblems(card('6011111111111117'), now)['card.number']).toMatch(/We accept/);
    expect(cardProblems(card('42424242'), now)['card.number']).toMatch(/12 to 19 digits/);
    expect(cardProblems(card(SANDBOX_CARDS.visa, { expiryMonth: 10, expiryYear: 2026 }), now)).toEqual({
      'card.expiryYear': 'This card has expired',
    });
    expect(cardProblems(card(SANDBOX_CARDS.visa, { expiryMonth: 11, expiryYear: 2026 }), now)).toEqual({});
    expect(cardProblems(card(SANDBOX_CARDS.visa, { expiryMonth: 13 }), now)).toEqual({
      'card.expiryMonth': 'A month is 1 to 12',
    });
    expect(cardProblems(card(SANDBOX_CARDS.visa, { cvv: '1234' }), now)).toEqual({
      'card.cvv': 'The security code is 3 digits',
    });
    expect(cardProblems(card(SANDBOX_CARDS.amex, { cvv: '123' }), now)).toEqual({
      'card.cvv': 'The security code is 4 digits on American Express',
    });
    expect(cardProblems(card(SANDBOX_CARDS.amex, { cvv: '1234' }), now)).toEqual({});
  });
});

describe('the sandbox provider', () => {
  it('captures, declines or fails by test number and reports only brand and last four', async () => {
    const provider = new SandboxProvider();
    const charge = (number: string) => provider.charge({ amount: 1000, card: card(number), reference: 'JY-1' });
    expect(await charge(SANDBOX_CARDS.visa)).toMatchObject({ status: 'captured', brand: 'visa', last4: '4242' });
    expect(await charge(SANDBOX_CARDS.declined)).toMatchObject({ status: 'declined', last4: '0002' });
    expect(await charge(SANDBOX_CARDS.madaDeclined)).toMatchObject({ status: 'declined', brand: 'mada' });
    expect(await charge(SANDBOX_CARDS.providerError)).toMatchObject({ status: 'failed' });
    const result = await charge(SANDBOX_CARDS.mada);
    expect(JSON.stringify(result)).not.toContain(SANDBOX_CARDS.mada);
  });

  it('refunds a captured charge up to its amount, once', async () => {
    const provider = new SandboxProvider();
    const { reference } = await provider.charge({ amount: 1000, card: card(SANDBOX_CARDS.visa), reference: 'JY-2' });
    expect((await provider.refund({ reference, amount: 600 })).status).toBe('refunded');
    expect((await provider.refund({ reference, amount: 600 })).status).toBe('failed');
    expect((await provider.refund({ reference, amount: 400 })).status).toBe('refunded');
    expect((await provider.refund({ reference: 'sbx_unknown', amount: 1 })).status).toBe('failed');
  });
});
