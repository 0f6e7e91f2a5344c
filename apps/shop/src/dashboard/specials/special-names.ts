import { addCalendarDays, dateTimeFormat, isIsoWeek, isoWeekMonday } from '@juicyin/domain';
import type { useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales, type Language } from '../../i18n/messages.ts';

type Translate = ReturnType<typeof useMessages>;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const locale = (language: Language) => `${intlLocales[language]}-u-ca-gregory-nu-latn`;

/** A day in words: "Sunday, 22 November 2026" (Gregorian, Latin digits, as the calendar shows it). */
export function dayName(language: Language, day: string): string {
  return dateTimeFormat(locale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(utc(day));
}

/** A week's days: "23–29 Nov 2026". */
export function weekRange(language: Language, monday: string): string {
  const format = dateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(utc(monday), utc(addCalendarDays(monday, 6)));
}

/** "Week 48, 23–29 Nov 2026". */
export function weekLabel(
  t: Translate,
  language: Language,
  week: { readonly period: string; readonly monday: string },
) {
  return t('dashboard.specials.week', {
    number: Number(week.period.slice(6)),
    range: weekRange(language, week.monday),
  });
}

/** The period's name in a sentence: the day in words, or "Week 48, 23–29 Nov 2026". */
export function periodName(t: Translate, language: Language, period: string): string {
  const monday = isIsoWeek(period) ? isoWeekMonday(period) : undefined;
  return monday ? weekLabel(t, language, { period, monday }) : dayName(language, period);
}
