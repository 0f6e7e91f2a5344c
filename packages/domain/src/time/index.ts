export { addDays, DAY_MS, later, RIYADH_OFFSET_MS, riyadhDate } from './time.ts';
export {
  addCalendarDays,
  isCalendarDate,
  isIsoWeek,
  isoWeekMonday,
  isoWeekOf,
  riyadhDay,
  riyadhDayStart,
  riyadhIsoWeek,
} from './calendar-days.ts';
