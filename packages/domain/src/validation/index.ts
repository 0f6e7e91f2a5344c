export { COMMON_PASSWORDS } from './common-passwords.ts';
export { toLatinDigits } from './digits.ts';
export { isEmail, MAX_EMAIL_LENGTH } from './email.ts';
export { checkPassword, MIN_PASSWORD_LENGTH, type PasswordCheck } from './password.ts';
export { normalizeSaudiMobile } from './phone.ts';
export { isSaudiPostalCode, normalizeSaudiPostalCode } from './postal-code.ts';
export {
  normalizeAdditionalNumber,
  normalizeBuildingNumber,
  normalizeDigitCode,
  normalizeShortAddress,
} from './national-address.ts';
