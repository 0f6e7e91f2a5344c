import { endpoints } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

// scrypt at OWASP cost and PGlite start-up are slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

describe('the API description', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('serves the OpenAPI 3.1 document with every endpoint the server registers', async () => {
    const { status, body } = await new Browser(server.baseUrl).json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const endpoint of endpoints) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(body.paths[path]?.[endpoint.method.toLowerCase()]?.operationId, endpoint.id).toBe(endpoint.id);
      const registered = server.app.hasRoute({ method: endpoint.method, url: endpoint.path });
      expect(registered, `${endpoint.method} ${endpoint.path} is served`).toBe(true);
    }
  });

  it('serves a browsable docs page whose script and styles come from this origin (no CDN)', async () => {
    const browser = new Browser(server.baseUrl);
    const page = await browser.fetch('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source.startsWith('/')).toBe(true);
    const script = await browser.fetch('/api/docs/docs.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("fetch('/api/openapi.json')");
  });
});
