import type { Plugin } from 'vite';

/** Where the test scripts are served (the `shop-browser` Vitest project's own server). */
export const testScriptsBase = '/__test-scripts__';

/**
 * Serves the script loader's browser tests (`../load-script.browser.test.ts`) real scripts over
 * HTTP, on the test server itself:
 * - `ok.js?…`: runs and records that it ran (`window.juicyinTestScripts`, the query of its URL);
 * - `missing.js?…`: 404;
 * - `hangs.js?…`: never answers (held until the server closes);
 * - `requests?url=…`: how many requests came for one of them (path and query), as JSON.
 */
export function serveTestScripts(): Plugin {
  return {
    name: 'juicyin-test-scripts',
    configureServer(server) {
      const requests = new Map<string, number>();
      const held = new Set<{ destroy: () => void }>();
      server.httpServer?.once('close', () => {
        for (const response of held) response.destroy();
      });
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://test.invalid');
        if (!url.pathname.startsWith(`${testScriptsBase}/`)) {
          next();
          return;
        }
        const name = url.pathname.slice(testScriptsBase.length + 1);
        if (name === 'requests') {
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ count: requests.get(url.searchParams.get('url') ?? '') ?? 0 }));
          return;
        }
        const key = `${url.pathname}${url.search}`;
        requests.set(key, (requests.get(key) ?? 0) + 1);
        response.setHeader('cache-control', 'no-store');
        if (name === 'ok.js') {
          response.setHeader('content-type', 'text/javascript');
          response.end(`(window.juicyinTestScripts ??= []).push(${JSON.stringify(url.search)});`);
        } else if (name === 'hangs.js') {
          held.add(response);
          response.once('close', () => held.delete(response));
        } else {
          response.statusCode = 404;
          response.setHeader('content-type', 'text/plain');
          response.end('Not found');
        }
      });
    },
  };
}
