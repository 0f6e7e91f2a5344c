/**
 * English messages of the pages an e-mail's link opens (verify the e-mail address, choose a new
 * password), spread into the account area's part (`../en.ts`).
 */
export const emailLinksEn = {
  'resetPassword.pageTitle': 'Set a new password — Juicyin',
  'resetPassword.pageDescription': 'Choose a new password.',
  'resetPassword.title': 'Set a new password',
  'resetPassword.password': 'New password',
  'resetPassword.confirm': 'New password again',
  'resetPassword.hint': 'At least 8 characters, not a common password',
  'resetPassword.mismatch': 'The two passwords are not the same',
  'resetPassword.submit': 'Set new password',
  'resetPassword.success': 'Your password is changed. Sign in with the new one.',
  'resetPassword.signIn': 'Sign in',
  'resetPassword.failed': 'This link does not work',
  'resetPassword.missing': 'This page needs the link from your password reset e-mail.',
  'resetPassword.requestNew': 'Ask for a new link',
  'verifyEmail.pageTitle': 'Confirm your e-mail address — Juicyin',
  'verifyEmail.pageDescription': 'Confirm your e-mail address.',
  'verifyEmail.title': 'Confirm your e-mail address',
  'verifyEmail.checking': 'Confirming your e-mail address…',
  'verifyEmail.success': 'Your e-mail address is confirmed.',
  'verifyEmail.points': '{points, plural, one {# point was} other {# points were}} added to your balance.',
  'verifyEmail.failed': 'This link does not work',
  'verifyEmail.missing': 'This page needs the link from your verification e-mail.',
  'verifyEmail.alreadyVerified': 'Your e-mail address is already confirmed.',
  'verifyEmail.resend': 'Send me a new link',
  'verifyEmail.resent': 'A new link is on its way to {email}.',
  'verifyEmail.signInToResend': 'Sign in and we will send you a new link.',
  'verifyEmail.signIn': 'Sign in',
  'verifyEmail.continue': 'Continue shopping',
} as const;
