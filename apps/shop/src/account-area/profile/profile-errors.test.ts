import { ApiError } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import '../../i18n/all-catalogues.ts';
import { formatMessage, type MessageKey } from '../../i18n/messages.ts';
import { profileErrors } from './profile-errors.ts';

const arabic = (key: MessageKey) => formatMessage('ar', key);
const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(status, { error: { code, message, ...(fields ? { fields } : {}) } });

describe('profileErrors', () => {
  it("puts the API's field messages on their fields, in Arabic when the catalogues have them", () => {
    const error = refusal(400, 'invalid_input', 'The request is not valid; see the field messages', {
      mobile: 'Enter a Saudi mobile number like 05X XXX XXXX',
      newPassword: 'This password is too common; choose another',
    });
    expect(profileErrors(arabic, error)).toEqual({
      mobile: 'أدخل رقم جوال سعوديًا مثل 05X XXX XXXX',
      newPassword: 'كلمة المرور هذه شائعة جداً؛ اختر غيرها',
    });
  });

  it("keeps a message the catalogues do not have in the API's words, and says a refusal without fields for the form", () => {
    const wrong = refusal(403, 'wrong_password', 'The current password is wrong', {
      currentPassword: 'The current password is wrong',
    });
    expect(profileErrors(arabic, wrong)).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة' });
    const taken = refusal(409, 'email_taken', 'An account with this e-mail address exists', {
      email: 'An account with this e-mail address exists',
    });
    expect(profileErrors(arabic, taken)['email']).toBe(formatMessage('ar', 'auth.error.emailTaken'));
    expect(profileErrors(arabic, refusal(400, 'invalid_input', 'Something new', { firstName: 'Too long' }))).toEqual({
      firstName: 'Too long',
    });
    expect(profileErrors(arabic, new TypeError('offline'))).toEqual({
      form: formatMessage('ar', 'auth.error.network'),
    });
  });
});
