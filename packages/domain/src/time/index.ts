export { addDays, DAY_MS, later, RIYADH_OFFSET_MS, riyadhDate } from './time.ts';
