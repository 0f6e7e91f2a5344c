// PostgreSQL's own benchmark (`pgbench`, TPC-B-like: three updates, a select and an insert per
// transaction) on the same server as a bench, as the ceiling for this machine: what PostgreSQL does
// with the same number of clients when no API stands in between.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { isolatedPostgres } from '../testing/server.ts';

const run = promisify(execFile);

export interface PgbenchFigures {
  readonly clients: number;
  readonly transactionsPerSecond: number;
  readonly latencyAverageMs: number;
}

/**
 * Runs `pgbench` with `clients` clients for `seconds` in a schema of its own (dropped afterwards),
 * or answers why it could not (no `pgbench` on the PATH).
 */
export async function measurePgbench(
  baseUrl: string,
  clients: number,
  seconds: number,
): Promise<PgbenchFigures | string> {
  const isolated = await isolatedPostgres(baseUrl);
  // libpq reads a space in a URI as %20 only (URLSearchParams writes '+').
  const url = isolated.url.replaceAll('+', '%20');
  try {
    await run('pgbench', ['--initialize', '--quiet', '--scale=1', url]);
    const { stdout } = await run('pgbench', [
      '--no-vacuum',
      `--client=${String(clients)}`,
      '--jobs=2',
      `--time=${String(seconds)}`,
      url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    if (!tps || !latency) return `pgbench printed no figures:\n${stdout}`;
    return { clients, transactionsPerSecond: Number(tps), latencyAverageMs: Number(latency) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') return 'pgbench is not installed (Debian: apt-get install postgresql-client)';
    throw error;
  } finally {
    await isolated.drop();
  }
}
