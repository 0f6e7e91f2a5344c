import type { Language } from '../../i18n/messages.ts';
import { intlLocales } from '../../i18n/messages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date without a time (`1990-04-12`, as the API keeps a birthdate) in the shopper's language:
 * the Gregorian calendar, or the Hijri one (Umm al-Qura, Saudi Arabia's) for `islamic-umalqura`;
 * Latin digits. Read as a UTC date, so no time zone moves it to the day before or after.
 */
export function formatDay(language: Language, isoDate: string, calendar: 'gregory' | 'islamic-umalqura'): string {
  const key = `${language}|${calendar}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${intlLocales[language]}-u-ca-${calendar}-nu-latn`, {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  const [year, month, day] = isoDate.split('-').map(Number);
  return format.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** The stored mobile number `+9665XXXXXXXX` as the shopper reads it: `+966 5X XXX XXXX`. */
export function displayMobile(stored: string): string {
  const local = stored.replace(/^\+966/, '');
  return /^5\d{8}$/.test(local) ? `+966 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}` : stored;
}

/** The stored mobile number as the PhoneField (after its fixed "+966") shows it: `5X XXX XXXX`. */
export function mobileDraft(stored: string | null): string {
  return stored === null ? '' : displayMobile(stored).replace(/^\+966 /, '');
}
