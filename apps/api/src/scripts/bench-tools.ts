// What the API's benches share: starting a server script in a process of its own (the API, the bare
// reference server), stopping it, and one autocannon measurement of a route.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';

const apiDir = path.join(import.meta.dirname, '../..');

/** Runs `script` (under apps/api) with tsx; resolves once it says where it listens. */
export function start(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@juicyin/source', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, baseUrl: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}

/** Ends a process the bench started (by its handle), and waits for it to go. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Figure {
  readonly name: string;
  readonly path: string;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** What a browser sends: it takes brotli. */
export const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

export const DURATION_S = Number(process.env['BENCH_SECONDS'] ?? 10);
export const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

/**
 * Requests/s and latency of one route for DURATION_S with CONNECTIONS connections, after one
 * request to warm it. `eachPath` gives every request its own path (to measure work a cache would
 * otherwise skip).
 */
export async function measure(
  name: string,
  baseUrl: string,
  pathname: string,
  headers: Record<string, string> = {},
  eachPath?: (index: number) => string,
): Promise<Figure> {
  const url = `${baseUrl}${pathname}`;
  const warm = await fetch(url, { headers });
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  let sent = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    ...(eachPath
      ? { requests: [{ setupRequest: (request: Request): Request => ({ ...request, path: eachPath((sent += 1)) }) }] }
      : {}),
  });
  return {
    name: headers['accept-encoding'] ? `${name}, brotli` : name,
    path: eachPath ? eachPath(0).replace(/0$/, 'N') : pathname,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The figures as a Markdown table: each row is a figure and its baselines, one per column named in
 * `against` (its requests/s as a share of the baseline's; "–" where a row has none).
 */
export function printTable(
  rows: readonly (readonly [Figure, ...(Figure | undefined)[]])[],
  against: readonly string[],
) {
  console.info(`| route | req/s | p50 ms | p99 ms | errors |${against.map((name) => ` vs ${name} |`).join('')}`);
  console.info(`| --- | ---: | ---: | ---: | ---: |${against.map(() => ' ---: |').join('')}`);
  for (const [figure, ...baselines] of rows) {
    const shares = against.map((_, index) => {
      const baseline = baselines[index];
      return baseline ? ` ${((figure.rps / baseline.rps) * 100).toFixed(0)} % |` : ' – |';
    });
    console.info(
      `| ${figure.name} \`${figure.path}\` | ${Math.round(figure.rps)} | ${figure.p50} | ${figure.p99} | ${figure.errors} |${shares.join('')}`,
    );
  }
}
