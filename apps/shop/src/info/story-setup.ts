import { formatMessage, type Language, type MessageKey } from '../i18n/messages.ts';

/** A shop message as the shopper reads it in `language` (the stories find controls by these words). */
export const say = (language: Language, key: MessageKey, values?: Record<string, string | number>) =>
  formatMessage(language, key, values);

/** The API's answer to a form with a field it refuses. */
export const refusedField = (field: string, message: string) => ({
  code: 'validation_failed',
  message: 'Check the highlighted fields',
  fields: { [field]: message },
});

export const tooMany = { code: 'too_many_requests', message: 'Sent too often; wait a few minutes' };
