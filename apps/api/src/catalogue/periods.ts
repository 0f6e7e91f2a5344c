/** The shop's clock runs on Riyadh time (UTC+3, no daylight saving): its days and ISO weeks, from the domain. */
export { addCalendarDays, riyadhDay, riyadhDayStart, riyadhIsoWeek } from '@juicyin/domain';
