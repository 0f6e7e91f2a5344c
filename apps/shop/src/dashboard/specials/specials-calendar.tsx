import type { StaffSpecials } from '@juicyin/contract';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { buttonStyles } from '@juicyin/ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@juicyin/ui/icons';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
} from 'react-aria-components';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { weekLabel } from './special-names.ts';

type Day = StaffSpecials['days'][number];
type Week = StaffSpecials['weeks'][number];

export interface SpecialsCalendarProps {
  /** The day the calendar's keyboard focus is on (its month is the month shown). */
  readonly focused: string;
  readonly onFocusChange: (day: string) => void;
  /** The chosen day or week. */
  readonly period: string | undefined;
  readonly onChoose: (period: string) => void;
  readonly days: readonly Day[];
  readonly weeks: readonly Week[];
}

/**
 * A month of days, Monday first so that each row is an ISO week (react-aria's calendar: arrow keys,
 * Page Up/Down for months, right to left in Arabic; Gregorian dates, Latin digits, as the API's),
 * each day with its Special of Today; beside it each week of the month with its Special of the week.
 */
export function SpecialsCalendar({ focused, onFocusChange, period, onChoose, days, weeks }: SpecialsCalendarProps) {
  const t = useMessages();
  const language = useLanguage();
  const byDay = new Map(days.map((day) => [day.period, day]));
  const name = (day: Day | undefined) => day?.products[0]?.name[language];
  const month = focused.slice(0, 7);
  const shownWeeks = weeks.filter((week) =>
    days.some((day) => day.week === week.period && day.period.startsWith(month)),
  );
  const chosenDay = period && byDay.has(period) ? parseDate(period) : null;
  return (
    <div className="staff-specials__calendar">
      <I18nProvider locale={`${intlLocales[language]}-u-ca-gregory-nu-latn`}>
        <Calendar
          aria-label={t('dashboard.specials.calendar')}
          firstDayOfWeek="mon"
          focusedValue={parseDate(focused)}
          onFocusChange={(date: CalendarDate) => onFocusChange(date.toString())}
          value={chosenDay}
          onChange={(date: CalendarDate) => onChoose(date.toString())}
          className="staff-specials__month"
        >
          <div className="staff-specials__month-bar">
            <AriaButton slot="previous" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              {/* Named by react-aria in the calendar's language (Previous, Next). */}
              <ChevronStartIcon />
            </AriaButton>
            <Heading className="staff-specials__month-name" />
            <AriaButton slot="next" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
              <ChevronEndIcon />
            </AriaButton>
          </div>
          <CalendarGrid weekdayStyle="short" className="staff-specials__grid">
            <CalendarGridHeader>{(weekday) => <CalendarHeaderCell>{weekday}</CalendarHeaderCell>}</CalendarGridHeader>
            <CalendarGridBody>
              {(date) => {
                const day = byDay.get(date.toString());
                const count = day?.products.length ?? 0;
                return (
                  <CalendarCell
                    date={date}
                    className="staff-specials__day"
                    data-past={day?.editable === false || undefined}
                    // Shown by the stylesheet: the cell's name is its date (react-aria's, as the label
                    // staff see), and the chosen day's special is read out in full in the editor.
                    data-special={
                      count === 0
                        ? undefined
                        : count === 1
                          ? name(day)
                          : `${name(day) ?? ''} ${t('dashboard.specials.more', { count: count - 1 })}`
                    }
                  >
                    {({ formattedDate }) => <span className="staff-specials__date">{formattedDate}</span>}
                  </CalendarCell>
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
        </Calendar>
      </I18nProvider>
      <section className="staff-specials__weeks" aria-labelledby="staff-specials-weeks">
        <h2 id="staff-specials-weeks">{t('dashboard.specials.weeks')}</h2>
        <ul>
          {shownWeeks.map((week) => (
            <li key={week.period}>
              <button
                type="button"
                aria-pressed={period === week.period}
                className={buttonStyles({ variant: period === week.period ? 'primary' : 'secondary', size: 'sm' })}
                onClick={() => onChoose(week.period)}
              >
                {weekLabel(t, language, week)}
              </button>
              <span className="staff-specials__week-special">
                {week.products.length === 0
                  ? t('dashboard.specials.none')
                  : week.products.map((product) => product.name[language]).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
