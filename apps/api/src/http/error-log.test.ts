// A 5xx leaves one error line in the log with its request id, and nothing of the request body (which
// may hold a card): the database is taken away under a running server to make a real 500.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp, prepareDatabase } from '../app.ts';
import type { DatabaseHandle } from '../database.ts';
import { openTestDatabase, SETUP_TIMEOUT } from '../testing/server.ts';

vi.setConfig({ testTimeout: 60_000 });

interface LogLine {
  readonly level: number;
  readonly reqId?: string;
  readonly msg?: string;
  readonly failure?: { type?: string; message?: string; frames?: string };
}

describe('the log of a request that fails on our side', () => {
  const lines: string[] = [];
  let app: App;
  let database: DatabaseHandle;
  let baseUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database);
    app = await buildApp({ database, logStream: { write: (line) => lines.push(line) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${String(address.port)}`;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close().catch(() => undefined);
  });

  it('names the request id and the error, never the body', async () => {
    await database.close();
    const secret = '4111111111111111';
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-juicyin-client': '1' },
      body: JSON.stringify({ fullName: 'Card Holder', email: 'card@example.com', enquiry: `My card is ${secret}` }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side' },
    });

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    const errors = parsed.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    const [failure] = errors;
    expect(failure?.msg).toBe('request failed');
    expect(failure?.failure?.type).toBeTruthy();
    expect(failure?.failure?.frames).toContain('content/enquiries.ts');
    const incoming = parsed.find((line) => line.msg === 'incoming request');
    expect(incoming?.reqId).toBeTruthy();
    expect(failure?.reqId).toBe(incoming?.reqId);
    const everything = lines.join('\n');
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain('Card Holder');
    expect(everything).not.toContain('card@example.com');
  });
});
