// CPU time of processes, from Linux's /proc (a bench's figure: where an order's time is spent).
// Elsewhere the readers answer undefined and the bench prints no CPU figures.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times: 100 on Linux (USER_HZ) on every architecture we run. */
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of one process so far, or undefined when /proc cannot say. */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU seconds so far of every process named `name` (e.g. every PostgreSQL backend), or undefined. */
export function cpuSecondsOfAll(name: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    total += cpuSecondsOf(Number(pid)) ?? 0;
  }
  return total;
}
