// How busy the machine's cores were over a stretch of time, from Linux's /proc/stat: the table at the
// end of `pnpm test` prints it beside each step's time, so a step that leaves a core idle shows (a
// step at 100 % can only get faster by doing less). Elsewhere than Linux it reads nothing.
import { readFileSync } from 'node:fs';

/** The machine's busy and total CPU time so far, in clock ticks, or undefined where /proc/stat is absent. */
export function cpuSample() {
  let stat;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  const line = stat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The share of the cores' time spent busy between two samples, as a whole percent, or undefined. */
export function busyPercent(before, after) {
  if (!before || !after || after.total <= before.total) return undefined;
  return Math.round((100 * (after.busy - before.busy)) / (after.total - before.total));
}
