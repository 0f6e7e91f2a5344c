import { describe, expect, it } from 'vitest';
import { isEmail, MAX_EMAIL_LENGTH } from './email.ts';

describe('isEmail', () => {
  it.each(['noura@example.com', 'a.b+juice@mail.example.sa', "o'neil@example.co.uk", 'x@y.io'])(
    'accepts %s',
    (input) => {
      expect(isEmail(input)).toBe(true);
    },
  );

  it.each([
    '',
    'noura',
    '@example.com',
    'noura@',
    'noura@example',
    'noura@@example.com',
    'no ura@example.com',
    'noura.@example.com',
    '.noura@example.com',
    'noura@-example.com',
    'noura@example-.com',
    'noura@example..com',
    'noura@example.c0m',
    'noura@example.c',
    ' noura@example.com',
  ])('refuses %j', (input) => {
    expect(isEmail(input)).toBe(false);
  });

  it('refuses a local part over 64 characters and an address over 254', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const long = `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`;
    expect(long.length).toBeGreaterThan(MAX_EMAIL_LENGTH);
    expect(isEmail(long)).toBe(false);
  });
});
