import { apiErrors } from '../../account/api-messages.ts';
import type { MessageKey } from '../../i18n/messages.ts';

type Translate = (key: MessageKey) => string;

/** The API's profile and password messages that the profile's catalogue has in both languages. */
const known: Readonly<Record<string, MessageKey>> = {
  'Enter a Saudi mobile number like 05X XXX XXXX': 'account.profile.error.mobile',
  'The current password is wrong': 'account.profile.error.wrongPassword',
  'Enter a past date': 'account.profile.error.pastDate',
};

/**
 * An error from `PATCH /api/me` or `POST /api/me/password` as messages per field (the API's field
 * names: `mobile`, `newPassword`, …) and `form` when it names no field: the API's specific reason,
 * in the shopper's language when a catalogue has it (else the API's own words).
 */
export function profileErrors(t: Translate, error: unknown): Record<string, string> {
  const messages = apiErrors(t, error);
  for (const [field, message] of Object.entries(messages)) {
    const key = known[message];
    if (key) messages[field] = t(key);
  }
  return messages;
}
