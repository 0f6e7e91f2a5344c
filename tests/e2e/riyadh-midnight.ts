import { test } from './shop-test.ts';

/** Saudi Arabia keeps UTC+3 all year (no summer time). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Journeys that act on "today" in Riyadh (today's special, a loyalty window starting today) read
 * the day from the API, then type it and save. One that spans midnight in Riyadh saves a day that
 * has just ended, and the API rightly refuses it (`starts_in_past`, `past_period`): a stress run
 * at 21:00 UTC failed so. Such a journey first lets the day turn when it would turn during the
 * journey (`span`: by default the running test's or hook's own time ceiling), then goes on; the
 * ceiling grows by the wait.
 */
export async function clearOfRiyadhMidnight(span = test.info().timeout): Promise<void> {
  const info = test.info();
  const untilMidnight = DAY_MS - ((Date.now() + RIYADH_OFFSET_MS) % DAY_MS);
  if (untilMidnight > span) return;
  const wait = untilMidnight + 1000;
  info.setTimeout(info.timeout + wait);
  console.log(`Riyadh's day turns in ${Math.round(untilMidnight / 1000)} s: waiting for it before a journey on today`);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
