// The scale-out journeys' servers (tests/playwright.scale-out.config.ts): the shop as it runs behind
// a load balancer. Each worker creates a fresh PostgreSQL database on the server TEST_DATABASE_URL
// names (`create database` on its maintenance database), makes the staff member there with the
// documented `staff:create`, starts TWO built API processes on it, and puts a round-robin proxy
// (./round-robin-proxy.ts) in front of them: the proxy's address is the journeys' baseURL, so a
// staff write answered by one process is followed by shopper reads answered by the other. When the
// worker ends, the proxy closes, both processes are stopped by process id and the database is dropped.
//
// Ports: worker n's proxy listens on E2E_PORT + 3n, its processes on the next two ports.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCeiling } from '../setup/waits.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';
import { basePort, createStaffMember, type ShopServer, spawnApi, stopChild, waitForHealth } from './server.ts';

/** The PostgreSQL server the scale-out journeys make their databases on. */
export function scaleOutDatabaseServer(): string {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url)
    throw new Error('The scale-out journeys need TEST_DATABASE_URL (a PostgreSQL server to create databases on)');
  return url;
}

/** A database of its own on the server of `serverUrl`, and how to drop it. */
async function createDatabase(serverUrl: string, index: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const prefix = process.env['E2E_DATABASE_PREFIX'] ?? 'juicyin_e2e';
  const name = `${prefix}_${String(index)}_${randomBytes(4).toString('hex')}`;
  const onMaintenance = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onMaintenance(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onMaintenance(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  };
}

/** Starts worker `index`'s database, two API processes and the proxy; resolves once both processes answer. */
export async function startScaleOutServer(index: number): Promise<ShopServer> {
  const proxyPort = basePort + index * 3;
  const apiPorts = [proxyPort + 1, proxyPort + 2];
  const publicURL = `http://127.0.0.1:${String(proxyPort)}`;
  const database = await createDatabase(scaleOutDatabaseServer(), index);
  const children: ReturnType<typeof spawnApi>[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(children.map(stopChild));
    await database.drop();
  };
  try {
    // Migrates and seeds the new database, then makes the staff member (./staff.ts).
    await createStaffMember({ DATABASE_URL: database.url });
    const deadline = Date.now() + startCeiling;
    for (const [n, port] of apiPorts.entries()) {
      // The points job runs in one process, as the deployment docs advise (POINTS_JOB=off elsewhere).
      children.push(spawnApi(port, publicURL, { DATABASE_URL: database.url, POINTS_JOB: n === 0 ? 'on' : 'off' }));
    }
    await Promise.all(
      children.map((child, n) => waitForHealth(child, `http://127.0.0.1:${String(apiPorts[n])}`, deadline)),
    );
    proxy = await startRoundRobinProxy(
      proxyPort,
      apiPorts.map((port) => `http://127.0.0.1:${String(port)}`),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL: proxy.url, stop };
}
