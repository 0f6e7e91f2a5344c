import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { BlogPost, ProductDetail } from '@juicyin/contract';
import pg from 'pg';
import { listMigrations } from '../db/migrate.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  type IsolatedDatabase,
  isolatedPostgres,
  registerShopper,
  testDatabaseUrl,
} from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

const apiDir = path.join(import.meta.dirname, '../..');

interface Process {
  readonly child: ChildProcess;
  readonly baseUrl: string;
}

/** `node src/main.ts` (through tsx) on a free port; resolves with its address once it listens. */
function startProcess(databaseUrl: string): Promise<Process> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@juicyin/source', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', SHOP_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, baseUrl: match[1] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening:\n${output}`)));
  });
}

function stop(process: Process): Promise<number | null> {
  return new Promise((resolve) => {
    if (process.child.exitCode !== null) {
      resolve(process.child.exitCode);
      return;
    }
    process.child.once('exit', (code) => resolve(code));
    process.child.kill('SIGTERM');
  });
}

/** Asks until the answer satisfies the check: invalidation travels asynchronously. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !check(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

if (!testDatabaseUrl) console.info('[api] TEST_DATABASE_URL is unset: skipping the two-process scale-out test');

describe.runIf(testDatabaseUrl)('two API processes sharing one PostgreSQL', () => {
  let database: IsolatedDatabase;
  let a: Process;
  let b: Process;

  beforeAll(async () => {
    database = await isolatedPostgres(testDatabaseUrl ?? '');
    // Both start together on an empty schema: the advisory locks make one migrate and seed.
    [a, b] = await Promise.all([startProcess(database.url), startProcess(database.url)]);
  }, 180_000);

  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map(stop));
    await database.drop();
    // SIGTERM closes the server and the database cleanly.
    expect(codes).toEqual([0, 0]);
  }, 60_000);

  it('migrated and seeded once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const migrations = await client.query('select count(*)::int as n from schema_migrations');
    const products = await client.query<{ n: number }>('select count(*)::int as n from products');
    await client.end();
    // Every migration file once, although both processes ran the migrations at start.
    expect(migrations.rows[0]).toEqual({ n: listMigrations().length });
    expect(products.rows[0]?.n).toBeGreaterThanOrEqual(40);
  });

  it('shows a comment posted through one process in the other’s cached blog post', async () => {
    const onA = new Browser(a.baseUrl);
    const onB = new Browser(b.baseUrl);
    const before = await onB.fetch('/api/blog/why-cold-pressed');
    const etag = before.headers.get('etag') ?? '';
    expect(((await before.json()) as BlogPost).comments).toHaveLength(0);
    expect((await onB.fetch('/api/blog/why-cold-pressed', { headers: { 'if-none-match': etag } })).status).toBe(304);

    await registerShopper(onA);
    const posted = await onA.json('/api/blog/why-cold-pressed/comments', { method: 'POST', body: { body: 'Fresh!' } });
    expect(posted.status).toBe(201);

    const after = await eventually(
      () => onB.json<BlogPost>('/api/blog/why-cold-pressed'),
      (response) => response.body.comments.length === 1,
    );
    expect(after.body.comments.map((comment) => comment.body)).toEqual(['Fresh!']);
    expect(after.response.headers.get('etag')).not.toBe(etag);
  });

  it('drops both processes’ cached catalogue when a write is announced on the channel', async () => {
    const read = (process: Process) =>
      new Browser(process.baseUrl).json<ProductDetail>('/api/products/fresh-orange-juice');
    const priceOnA = (await read(a)).body.variants[0]?.price ?? 0;
    await read(b);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("update variants set price = price + 100 where sku = 'J00001-R-1L'");
    // The channel within the processes' schema, as `DatabaseHandle.notify` names it.
    await client.query("select pg_notify('juicyin_cache.' || current_schema(), 'catalogue')");
    await client.end();
    for (const process of [a, b]) {
      const after = await eventually(
        () => read(process),
        (response) => response.body.variants[0]?.price === priceOnA + 100,
      );
      expect(after.body.variants[0]?.price).toBe(priceOnA + 100);
    }
  });

  it('shares sessions and login throttling: a session from one process works on the other, failures count across both', async () => {
    const onA = new Browser(a.baseUrl);
    const { email, password } = await registerShopper(onA);
    const cookie = onA.cookie('juicyin_session') ?? '';
    const me = await fetch(`${b.baseUrl}/api/me`, { headers: { cookie: `juicyin_session=${cookie}` } });
    expect(me.status).toBe(200);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? a : b;
      const wrong = await new Browser(target.baseUrl).json('/api/auth/login', {
        method: 'POST',
        body: { email, password: `not-it-${attempt}` },
      });
      expect(wrong.status).toBe(401);
    }
    const sixth = await new Browser(b.baseUrl).json('/api/auth/login', { method: 'POST', body: { email, password } });
    expect(sixth.status).toBe(429);
  });
});
