import { ApiError } from '@juicyin/contract';
import type { MessageKey } from '../i18n/messages.ts';

type Translate = (key: MessageKey) => string;

/** The API's own messages that the shop has in its catalogues (so Arabic shoppers read them in Arabic). */
const known: Readonly<Record<string, MessageKey>> = {
  'Use at least 8 characters': 'auth.error.tooShort',
  'This password is too common; choose another': 'auth.error.tooCommon',
  'Enter an e-mail address like name@example.com': 'auth.error.email',
  'Agree to the Terms & Conditions to register': 'auth.error.terms',
  'An account with this e-mail address exists': 'auth.error.emailTaken',
  'This link is unknown, already used or expired': 'auth.error.linkInvalid',
  'This link is for an e-mail address the account no longer uses': 'auth.error.linkOldEmail',
  Required: 'auth.error.required',
};

const byCode: Readonly<Record<string, MessageKey>> = {
  invalid_credentials: 'auth.error.invalidCredentials',
  too_many_attempts: 'auth.error.throttled',
  email_taken: 'auth.error.emailTaken',
};

/** One API message in the shopper's language when the shop knows it, else the API's own words. */
export function apiText(t: Translate, message: string): string {
  const key = known[message];
  return key ? t(key) : message;
}

/**
 * An error from the API as field messages (next to their fields) and a form message: the
 * specific reason the API gave, in the shopper's language when the catalogue has it.
 */
export function apiErrors(t: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { form: t('auth.error.network') };
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.body.error.fields ?? {})) fields[field] = apiText(t, message);
  const codeKey = byCode[error.code];
  if (Object.keys(fields).length === 0 || codeKey) {
    fields['form'] = codeKey ? t(codeKey) : apiText(t, error.message);
  }
  return fields;
}
