import { intlLocales, type Language } from '../../i18n/messages.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** When a page was last changed, as a long Gregorian date in the shopper's language (Latin digits, Riyadh's day). */
export function formatUpdated(language: Language, iso: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${intlLocales[language]}-u-ca-gregory-nu-latn`, {
      dateStyle: 'long',
      timeZone: 'Asia/Riyadh',
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
