import { randomUUID } from 'node:crypto';
import { type Endpoint, endpoints } from '@juicyin/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, SETUP_TIMEOUT, startTestServer, type TestServer } from '../testing/server.ts';

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
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

  it('enforces the security each operation declares: the client header on writes, a staff session, a session', async () => {
    const document = (
      await new Browser(server.baseUrl).json<{
        paths: Record<string, Record<string, { operationId: string; security: Record<string, string[]>[] }>>;
      }>('/api/openapi.json')
    ).body;
    const declared = (endpoint: Endpoint) =>
      document.paths[endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()]?.security[0] ??
      {};
    // Path parameters of the right shape, so that a refusal is about who asks, not what is asked for.
    const path = (endpoint: Endpoint) =>
      endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
        name === 'number' ? 'JC-AAAAAA' : name === 'sku' ? 'OJ-GLASS-250' : name === 'slug' ? 'orange' : randomUUID(),
      );
    const answer = async (endpoint: Endpoint, headers: Record<string, string>) => {
      const response = await fetch(`${server.baseUrl}${path(endpoint)}`, {
        method: endpoint.method,
        headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
        ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
      });
      const text = await response.text();
      const body = (text === '' ? {} : JSON.parse(text)) as { error?: { code: string } };
      return `${String(response.status)} ${body.error?.code ?? ''}`;
    };
    for (const endpoint of endpoints.filter((candidate) => !candidate.stream)) {
      const security = declared(endpoint);
      const name = `${endpoint.method} ${endpoint.path}`;
      expect('client' in security, name).toBe(endpoint.method !== 'GET');
      if ('client' in security) expect(await answer(endpoint, {}), name).toBe('403 cross_site_request');
      const signedOut = await answer(endpoint, { 'x-juicyin-client': '1' });
      if (endpoint.staff) expect(signedOut, name).toBe('404 not_found');
      else if ('session' in security) expect(signedOut, name).toMatch(/^(401 unauthenticated|400 invalid_input)$/);
      else expect(signedOut, name).not.toMatch(/^(401|403) /);
      if ('session' in security && !endpoint.staff && !endpoint.body && !endpoint.query) {
        expect(signedOut, `${name} with nothing to validate`).toBe('401 unauthenticated');
      }
    }
  });
});
