import { COMMON_PASSWORDS } from './common-passwords.ts';

/** The shortest password accepted, counted in characters (code points), not UTF-16 units. */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordCheck = { ok: true } | { ok: false; reason: 'too_short' | 'too_common' };

/**
 * The password policy of PRODUCT.md §9: at least eight characters and not one of the bundled
 * common passwords (compared in lower case, so `Password1` is as weak as `password1`).
 */
export function checkPassword(password: string): PasswordCheck {
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) return { ok: false, reason: 'too_short' };
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return { ok: false, reason: 'too_common' };
  return { ok: true };
}
