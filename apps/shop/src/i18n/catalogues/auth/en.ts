/** The English messages of the sign-in, registration and password forms' errors (the sign-in dialog, checkout's sign-in and address steps, the account's profile and addresses, the e-mail links' pages), loaded with each (see `../../messages.ts`). */
export const authEn = {
  'auth.error.email': 'Enter an e-mail address like name@example.com',
  'auth.error.emailTaken': 'An account with this e-mail address exists. Sign in instead.',
  'auth.error.invalidCredentials': 'Wrong e-mail or password.',
  'auth.error.linkInvalid': 'This link is unknown, already used or expired.',
  'auth.error.linkOldEmail': 'This link is for an e-mail address the account no longer uses.',
  'auth.error.network': 'We could not reach the shop. Check your connection and try again.',
  'auth.error.required': 'Required',
  'auth.error.terms': 'Agree to the Terms & Conditions to register',
  'auth.error.throttled': 'Too many failed sign-ins. Try again later or reset your password.',
  'auth.error.tooCommon': 'This password is too common; choose another',
  'auth.error.tooShort': 'Use at least 8 characters',
} as const;

export type AuthMessageKey = keyof typeof authEn;
