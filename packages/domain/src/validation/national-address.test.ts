import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeAdditionalNumber,
  normalizeBuildingNumber,
  normalizeDigitCode,
  normalizeShortAddress,
} from './national-address.ts';

describe('normalizeDigitCode', () => {
  it('keeps leading zeros and reads Arabic-Indic digits', () => {
    expect(normalizeDigitCode('0042', 4)).toBe('0042');
    expect(normalizeDigitCode(' ٢٩٢٩ ', 4)).toBe('2929');
    expect(normalizeDigitCode('۷۷۸۸', 4)).toBe('7788');
  });

  it('refuses another length, inner spaces, signs and letters', () => {
    for (const input of ['', '123', '12345', '12 34', '+123', '12a4', '１２３４']) {
      expect(normalizeDigitCode(input, 4)).toBeNull();
    }
  });

  it('returns exactly what it was given when that is already a code, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 4, maxLength: 4 }),
        (code) => {
          expect(normalizeDigitCode(code, 4)).toBe(code);
          expect(normalizeDigitCode(` ${code}\t`, 4)).toBe(code);
        },
      ),
    );
  });
});

describe('building and additional numbers', () => {
  it('are 4 digits', () => {
    expect(normalizeBuildingNumber('2929')).toBe('2929');
    expect(normalizeBuildingNumber('١٢٣٤')).toBe('1234');
    expect(normalizeBuildingNumber('292')).toBeNull();
    expect(normalizeAdditionalNumber(' 7788 ')).toBe('7788');
    expect(normalizeAdditionalNumber('77889')).toBeNull();
  });
});

describe('normalizeShortAddress', () => {
  it.each([['RRRD2929'], ['rrrd2929'], ['RRRD 2929'], [' rrrd-2929 '], ['RRRD٢٩٢٩'], ['R R R D 2 9 2 9']])(
    'reads %j as RRRD2929',
    (input) => {
      expect(normalizeShortAddress(input)).toBe('RRRD2929');
    },
  );

  it.each([[''], ['RRR2929'], ['RRRDD2929'], ['RRRD292'], ['2929RRRD'], ['ررره2929'], ['RRRD_2929']])(
    'refuses %j',
    (input) => {
      expect(normalizeShortAddress(input)).toBeNull();
    },
  );
});
