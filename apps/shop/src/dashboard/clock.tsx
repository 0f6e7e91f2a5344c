import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * A fixed time (milliseconds) for the dashboard's clock, instead of the real one: stories and their
 * visual baselines show the same ages and lateness on any day.
 */
export const FixedStaffClock = createContext<number | null>(null);

const MINUTE_MS = 60_000;

/** The moment the clock was first read in the current minute: the same object all minute long. */
let cached: { readonly minute: number; readonly now: Date } | null = null;
function readClock(): Date {
  const time = Date.now();
  const minute = Math.floor(time / MINUTE_MS);
  if (cached?.minute !== minute) cached = { minute, now: new Date(time) };
  return cached.now;
}

/** Tells React at each turn of the minute (a timer set to the next minute, while anything shows the clock). */
function subscribeToMinutes(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onChange();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS) + 10,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

const onTheServer = () => null;

/**
 * The dashboard's one clock: the time now, moving on at each minute, for ages and lateness (display
 * only; nothing is fetched again). `null` while rendering on the server and hydrating (so the
 * server's time never meets the browser's in one render), then the browser's time; a story's
 * `FixedStaffClock` stops it.
 */
export function useNow(): Date | null {
  const fixed = useContext(FixedStaffClock);
  const ticking = useSyncExternalStore(subscribeToMinutes, readClock, onTheServer);
  const stopped = useMemo(() => (fixed === null ? null : new Date(fixed)), [fixed]);
  return stopped ?? ticking;
}
