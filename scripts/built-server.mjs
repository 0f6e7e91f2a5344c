// The production server as a figure script runs it (`pnpm lighthouse`, the shop's size step):
// `node apps/api/dist/main.js` (build first) with the built shop and its server renderer, on the
// embedded database in a temporary data directory (seeded on start) and a free loopback port,
// without request logs. `stop()` ends that process by its id and removes the directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
export const builtServerEntry = path.join(repo, 'apps/api/dist/main.js');

/** A port nothing listens on now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `/api/health` answers (or the process exits): migrations and the seed take a while. */
async function waitForHealth(child, origin) {
  // As the journeys' server (tests/setup/waits.ts startCeiling): a loaded machine once took over a minute.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${origin}/api/health within five minutes`);
}

/**
 * Starts the built server; resolves once it answers, with its origin and how to stop it.
 * `env` is added to the server's environment.
 */
export async function startBuiltServer({ env = {} } = {}) {
  for (const needed of [builtServerEntry, path.join(repo, 'apps/shop/dist/index.html')]) {
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`pnpm build\` first`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'juicyin-built-server-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [builtServerEntry], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      LOG: 'off',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
