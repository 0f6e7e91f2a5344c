import { dateTimeFormat } from '@juicyin/domain';
import { intlLocales, type Language } from '../../i18n/messages.ts';

/** When a page was last changed, as a long Gregorian date in the shopper's language (Latin digits, Riyadh's day). */
export function formatUpdated(language: Language, iso: string): string {
  return dateTimeFormat(`${intlLocales[language]}-u-ca-gregory-nu-latn`, {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(iso));
}
