import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { checkPassword, MIN_PASSWORD_LENGTH } from './password.ts';

describe('checkPassword', () => {
  it('refuses fewer than eight characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(checkPassword('Xk7#pq2')).toEqual({ ok: false, reason: 'too_short' });
    expect(checkPassword('')).toEqual({ ok: false, reason: 'too_short' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🍊🍊🍊🍊🍊🍊🍊')).toEqual({ ok: false, reason: 'too_short' });
    expect(checkPassword('🍊🍊🍊🍊🍊🍊🍊🍋')).toEqual({ ok: true });
  });

  it('refuses a common password whatever its case', () => {
    expect(checkPassword('password1')).toEqual({ ok: false, reason: 'too_common' });
    expect(checkPassword('PassWord1')).toEqual({ ok: false, reason: 'too_common' });
    expect(checkPassword('qwertyuiop')).toEqual({ ok: false, reason: 'too_common' });
  });

  it('accepts a long uncommon password, including an Arabic one', () => {
    expect(checkPassword('mango-lychee-42')).toEqual({ ok: true });
    expect(checkPassword('عصير برتقال طازج')).toEqual({ ok: true });
  });

  it('bundles a few hundred lower-case entries, many of them long enough to matter', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    const relevant = [...COMMON_PASSWORDS].filter((entry) => entry.length >= MIN_PASSWORD_LENGTH);
    expect(relevant.length).toBeGreaterThan(150);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});
