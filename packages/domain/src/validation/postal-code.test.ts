import { describe, expect, it } from 'vitest';
import { isSaudiPostalCode, normalizeSaudiPostalCode } from './postal-code.ts';

describe('Saudi postal codes', () => {
  it('accepts exactly five digits, Latin or Arabic-Indic, ignoring surrounding spaces', () => {
    expect(isSaudiPostalCode('12345')).toBe(true);
    expect(isSaudiPostalCode(' 11564 ')).toBe(true);
    expect(isSaudiPostalCode('١١٥٦٤')).toBe(true);
    expect(normalizeSaudiPostalCode('١١٥٦٤')).toBe('11564');
  });

  it('refuses four or six digits, letters and inner spaces', () => {
    for (const input of ['1234', '123456', '1234a', '123 45', '']) {
      expect(isSaudiPostalCode(input)).toBe(false);
      expect(normalizeSaudiPostalCode(input)).toBeNull();
    }
  });
});
