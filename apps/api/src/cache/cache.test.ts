import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import {
  drivers,
  type IsolatedDatabase,
  isolatedPostgres,
  openTestDatabase,
  SETUP_TIMEOUT,
  testDatabaseUrl,
  WAIT_CEILING,
} from '../testing/server.ts';
import { CACHE_CHANNEL, ReadCache } from './cache.ts';

vi.setConfig({ testTimeout: SETUP_TIMEOUT });

/** What to close after each test. */
const opened: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

async function openDatabase(driver: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  let isolated: IsolatedDatabase | undefined;
  if (driver === 'postgres') isolated = await isolatedPostgres(testDatabaseUrl ?? '');
  const database = await openTestDatabase(isolated);
  opened.push(async () => {
    await database.close();
    await isolated?.drop();
  });
  return database;
}

async function startCache(database: DatabaseHandle): Promise<ReadCache> {
  const cache = new ReadCache(database);
  await cache.start();
  opened.push(() => cache.stop());
  return cache;
}

/** Waits until the cache has heard `count` notifications in all: they travel asynchronously. */
async function heardAll(cache: ReadCache, count: number): Promise<void> {
  await vi.waitFor(() => expect(cache.heard).toBe(count), { timeout: WAIT_CEILING });
}

describe.each(drivers)('the read cache’s invalidation, on %s', (driver) => {
  it('drops a namespace once for its own write: its notification coming back does not drop it again', async () => {
    const cache = await startCache(await openDatabase(driver));
    expect(cache.version()).toBe('0.0.0');
    await cache.invalidate('content');
    await heardAll(cache, 1);
    // Dropped by the write, not again by the echo: a page rendered after the write is still current.
    expect(cache.version()).toBe('0.1.0');
  });

  it('drops a namespace when another process (another cache on the database) writes to it', async () => {
    const database = await openDatabase(driver);
    const [writer, reader] = [await startCache(database), await startCache(database)];
    await writer.invalidate('catalogue');
    await heardAll(reader, 1);
    expect(reader.version()).toBe('1.0.0');
    // A bare namespace (a seed's, or one sent by hand) is dropped by every process.
    await database.notify(CACHE_CHANNEL, 'store');
    await heardAll(reader, 2);
    await heardAll(writer, 2);
    expect([reader.version(), writer.version()]).toEqual(['1.0.1', '1.0.1']);
  });
});

describe.runIf(testDatabaseUrl)('the read cache on PostgreSQL', () => {
  it('does not hear writes to another schema of the same database (another shop, another test suite)', async () => {
    const ours = await startCache(await openDatabase('postgres'));
    const other = await openDatabase('postgres');
    const theirs = await startCache(other);
    await theirs.invalidate('content');
    await heardAll(theirs, 1);
    // Sent after theirs was committed: a listener gets notifications in commit order, so once ours
    // hears this one it would have heard theirs before it, had it been on its channel.
    await ours.invalidate('store');
    await heardAll(ours, 1);
    expect(ours.version()).toBe('0.0.1');
  });
});
