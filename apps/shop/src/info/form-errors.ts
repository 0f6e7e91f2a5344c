import { ApiError } from '@juicyin/contract';
import type { MessageKey } from '../i18n/messages.ts';

type Translate = (key: MessageKey) => string;

/** Messages for a form's fields and one for the form itself (sent too often, no connection). */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/** The contract's own field messages, in the shopper's language. */
const known: Readonly<Record<string, MessageKey>> = {
  Required: 'form.error.required',
  'Enter an e-mail address like name@example.com': 'form.error.email',
  'Enter a web address starting with https://': 'form.error.link',
  'Enter the price you saw': 'priceMatch.error.price',
};

const fieldMessage = (t: Translate, message: string): string => {
  const key = known[message];
  if (key) return t(key);
  return /^At most \d+ characters$/.test(message) ? t('form.error.tooLong') : message;
};

/**
 * The API's refusal as messages at the form's fields (its `fields`), and the form's own message for
 * the rest: sent too often (429), no answer, or a field the form does not show.
 */
export function apiFormErrors<Field extends string>(
  t: Translate,
  error: unknown,
  fields: readonly Field[],
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (!(error instanceof ApiError)) {
    errors.form = t('form.error.network');
    return errors;
  }
  if (error.code === 'too_many_requests') {
    errors.form = t('form.error.tooMany');
    return errors;
  }
  for (const [field, message] of Object.entries(error.body.error.fields ?? {})) {
    const text = fieldMessage(t, message);
    if ((fields as readonly string[]).includes(field)) errors[field as Field] = text;
    else errors.form = text;
  }
  if (Object.keys(errors).length === 0) errors.form = error.message;
  return errors;
}
