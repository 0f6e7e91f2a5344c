// The journeys' servers. Each Playwright worker starts its own production server (built shop served
// by the API, `node apps/api/dist/main.js`) on a fresh data directory, with the staff account made
// by the documented `staff:create` command, on a port of its own (E2E_PORT + the worker's index),
// and stops it by process id when the worker ends (see the `shopServer` fixture in ./shop-test.ts).
// The default export is the suite's global setup: it only checks, once, that the build is there.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startCeiling } from '../setup/waits.ts';
import { e2eTilesUrl } from './map-tiles.ts';
import { staffAccount } from './staff.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const entry = path.join(repo, 'apps/api/dist/main.js');

/** The first worker's port; worker n (its parallel index) listens on this + n. */
export const basePort = Number(process.env['E2E_PORT'] ?? '3199');

/** How long a server has to exit after SIGTERM before it is killed. */
const stopCeiling = 10_000;

/** A running journeys' server: its address, and how to stop it. */
export type ShopServer = { baseURL: string; stop: () => Promise<void> };

export default function requireBuild(): void {
  for (const built of [
    entry,
    path.join(repo, 'apps/shop/dist/index.html'),
    path.join(repo, 'apps/shop/dist-server/render-page.js'),
  ]) {
    if (!existsSync(built)) throw new Error(`${path.relative(repo, built)} is missing: run \`pnpm build\` first`);
  }
}

export async function waitForHealth(child: ChildProcess, baseURL: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server at ${baseURL} exited with code ${child.exitCode} before answering`);
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

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
  process.kill(pid, 'SIGTERM');
  const stopped = await Promise.race([
    exited,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), stopCeiling)),
  ]);
  if (!stopped) {
    process.kill(pid, 'SIGKILL');
    await exited;
  }
}

/**
 * The journeys register and sign in hundreds of shoppers and staff: their servers and `staff:create`
 * hash passwords at the test suites' scrypt cost, not OWASP's (apps/api/src/accounts/password.ts).
 */
const journeysPasswordHashing = { PASSWORD_HASHING: 'fast-for-tests' };

/** `staff:create` (the documented command) for the store's staff member (./staff.ts), with `env` set. */
export async function createStaffMember(env: { DATA_DIR?: string; DATABASE_URL: string }): Promise<void> {
  await promisify(execFile)(
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
    { cwd: repo, env: { ...process.env, ...journeysPasswordHashing, ...env } },
  );
}

/**
 * The built server (`node apps/api/dist/main.js`) on 127.0.0.1:`port`, on the database `env` names;
 * `publicURL` is the address browsers use (this server's, or a proxy's in front of it).
 */
export function spawnApi(port: number, publicURL: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [entry], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'off',
      ...journeysPasswordHashing,
      // The address map's tiles come from this origin, routed to a fixture by the journeys (./map-tiles.ts).
      MAP_TILES_URL: e2eTilesUrl,
      // A reviews widget whose script this server answers 404 (no such API route; ./widgets.spec.ts): the page works without it.
      REVIEWS_WIDGET_URL: `${publicURL}/api/widgets/missing.js`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Starts worker `index`'s server and resolves once `/api/health` answers. */
export async function startServer(index: number): Promise<ShopServer> {
  const port = basePort + index;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `juicyin-e2e-${index}-`));
  // The store's staff member (./staff.ts), made by the documented command before the server
  // opens the database: journeys move orders along and settle refunds as staff would, over HTTP.
  await createStaffMember({ DATA_DIR: dataDir, DATABASE_URL: '' }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const child = spawnApi(port, baseURL, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, baseURL, Date.now() + startCeiling);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
