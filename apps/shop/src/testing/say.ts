import { formatMessage, type Language, type MessageKey } from '../i18n/messages.ts';

/** A shop message as the shopper reads it in `language` (stories find controls by these words). */
export const say = (language: Language, key: MessageKey, values?: Record<string, string | number>): string =>
  formatMessage(language, key, values);
