// Starts the production server (built shop served by the API) on a fresh data directory, as
// `node apps/api/dist/main.js`, and stops it by process id when the suite ends.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseURL } from '../playwright.config.ts';
import { startCeiling } from '../setup/waits.ts';
import { e2eTilesUrl } from './map-tiles.ts';
import { staffAccount } from './staff.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const entry = path.join(repo, 'apps/api/dist/main.js');

async function waitForHealth(child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${baseURL}/api/health within ${startCeiling / 1000} s`);
}

export default async function startServer(): Promise<() => Promise<void>> {
  for (const built of [
    entry,
    path.join(repo, 'apps/shop/dist/index.html'),
    path.join(repo, 'apps/shop/dist-server/render-page.js'),
  ]) {
    if (!existsSync(built)) throw new Error(`${path.relative(repo, built)} is missing: run \`pnpm build\` first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'juicyin-e2e-'));
  const port = new URL(baseURL).port;
  // The store's staff member (./staff.ts), made by the documented command before the server opens
  // the database: journeys move orders along and settle refunds as staff would, over HTTP.
  execFileSync(
    'pnpm',
    [
      '--filter',
      '@juicyin/api',
      'staff:create',
      '--',
      '--email',
      staffAccount.email,
      '--first-name',
      'Sara',
      '--last-name',
      'Staff',
      '--password',
      staffAccount.password,
    ],
    {
      cwd: repo,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const child = spawn(process.execPath, [entry], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG: 'off',
      DATABASE_URL: '',
      // The address map's tiles come from this origin, routed to a fixture by the journeys (./map-tiles.ts).
      MAP_TILES_URL: e2eTilesUrl,
      // A reviews widget whose script this server answers 404 (no such API route; ./widgets.spec.ts): the page works without it.
      REVIEWS_WIDGET_URL: `${baseURL}/api/widgets/missing.js`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(child, Date.now() + startCeiling);

  return async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const pid = child.pid;
      const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
      process.kill(pid, 'SIGTERM');
      const stopped = await Promise.race([
        exited,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!stopped) process.kill(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
