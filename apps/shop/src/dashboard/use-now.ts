import { useEffect, useState } from 'react';

/**
 * The time now, moved on every minute by a timer started in an effect (display only: ages and
 * lateness shown on the dashboard follow the clock without a refetch).
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
