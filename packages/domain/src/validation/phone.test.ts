import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSaudiMobile } from './phone.ts';

describe('normalizeSaudiMobile', () => {
  it.each([
    ['0501234567'],
    ['050 123 4567'],
    ['050-123-4567'],
    ['501234567'],
    ['+966501234567'],
    ['+966 50 123 4567'],
    ['00966501234567'],
    ['966501234567'],
    ['+966 050 123 4567'],
    ['(050) 123.4567'],
    ['٠٥٠١٢٣٤٥٦٧'],
    ['+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧'],
    ['۰۵۰۱۲۳۴۵۶۷'],
  ])('reads %s as +966501234567', (input) => {
    expect(normalizeSaudiMobile(input)).toBe('+966501234567');
  });

  it.each([
    [''],
    ['0401234567'], // a landline prefix, not a mobile
    ['050123456'], // one digit short
    ['05012345678'], // one digit long
    ['+971501234567'], // UAE
    ['0966501234567'],
    ['05O1234567'], // a letter O
    ['phone: 0501234567'],
  ])('refuses %j', (input) => {
    expect(normalizeSaudiMobile(input)).toBeNull();
  });

  it('returns the same number for every way of writing it, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...Array.from('0123456789')), minLength: 8, maxLength: 8 }),
        fc.constantFrom('05', '5', '+9665', '009665', '9665', '+966 5'),
        (rest, prefix) => {
          const normalized = normalizeSaudiMobile(`${prefix}${rest}`);
          expect(normalized).toBe(`+9665${rest}`);
          expect(normalizeSaudiMobile(normalized ?? '')).toBe(normalized);
        },
      ),
    );
  });
});
