import { dateTimeFormat, riyadhDate } from '@juicyin/domain';
import type { Language } from './messages.ts';
import { intlLocales } from './messages.ts';

export type DayCalendar = 'gregory' | 'islamic-umalqura';

/**
 * A date without a time (`1990-04-12`, as the API keeps a birthdate) in the shopper's language:
 * the Gregorian calendar, or the Hijri one (Umm al-Qura, Saudi Arabia's) for `islamic-umalqura`;
 * Latin digits. Read as a UTC date, so no time zone moves it to the day before or after.
 */
export function formatDay(language: Language, isoDate: string, calendar: DayCalendar): string {
  const format = dateTimeFormat(`${intlLocales[language]}-u-ca-${calendar}-nu-latn`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const [year, month, day] = isoDate.split('-').map(Number);
  return format.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** The calendar day (`2026-11-20`) an instant (`2026-11-19T22:30:00Z`) falls on in Riyadh (the domain's `riyadhDate`). */
export function riyadhDay(isoDateTime: string): string {
  const { year, month, day } = riyadhDate(new Date(isoDateTime));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
