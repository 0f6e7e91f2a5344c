import { buildOpenApiDocument, endpoints } from '@juicyin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../area.ts';
import { CachedBody, JSON_TYPE, sendCached } from '../http/cached.ts';

/** A self-contained page (no CDN) that renders the OpenAPI document: one section per tag. */
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Juicyin API</title>
<link rel="stylesheet" href="/api/docs/docs.css">
<script type="module" src="/api/docs/docs.js"></script>
</head>
<body>
<header><h1>Juicyin API</h1><p>Generated from the contract's zod definitions. The raw document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<label for="filter">Filter</label> <input id="filter" type="search" placeholder="products, login, bag…"></header>
<main id="operations" aria-live="polite"><p>Loading the API description…</p></main>
</body>
</html>`;

const docsCss = `body{font-family:system-ui,sans-serif;margin:0 auto;max-inline-size:72rem;padding:1rem;color:#0f172a}
h1{margin-block:0 .25rem}h2{margin-block-start:2rem;text-transform:capitalize}
details{border:1px solid #cbd5e1;border-radius:.5rem;margin-block:.5rem;padding:.5rem 1rem}
summary{cursor:pointer;display:flex;gap:.75rem;align-items:baseline;flex-wrap:wrap}
.method{font-weight:700;min-inline-size:4rem;font-family:ui-monospace,monospace}
.GET{color:#166534}.POST{color:#1d4ed8}.PUT{color:#a16207}.PATCH{color:#7c3aed}.DELETE{color:#b91c1c}
code,pre{font-family:ui-monospace,monospace}pre{background:#f1f5f9;padding:.75rem;overflow:auto;border-radius:.375rem;max-block-size:24rem}
.lock{font-size:.8rem;background:#fef3c7;padding:0 .4rem;border-radius:.25rem}input{font:inherit;padding:.25rem .5rem}`;

const docsJs = `const main = document.getElementById('operations');
const filter = document.getElementById('filter');
const el = (tag, props = {}, ...children) => { const node = Object.assign(document.createElement(tag), props); node.append(...children); return node; };
const pretty = (value) => el('pre', {}, JSON.stringify(value, null, 2));
function render(doc, term) {
  const byTag = new Map();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const text = (method + ' ' + path + ' ' + op.summary + ' ' + op.operationId).toLowerCase();
      if (term && !text.includes(term)) continue;
      const tag = op.tags[0] || 'general';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push({ path, method: method.toUpperCase(), op });
    }
  }
  main.replaceChildren();
  for (const [tag, ops] of byTag) {
    main.append(el('h2', {}, tag));
    for (const { path, method, op } of ops) {
      const summary = el('summary', {}, el('span', { className: 'method ' + method }, method), el('code', {}, path), el('span', {}, op.summary));
      if ((op.security ?? []).some((need) => 'session' in need)) summary.append(el('span', { className: 'lock' }, 'session'));
      const details = el('details', {}, summary, el('p', {}, 'Operation id: ', el('code', {}, op.operationId)));
      if (op.parameters.length) { details.append(el('h3', {}, 'Parameters'), pretty(op.parameters)); }
      if (op.requestBody) { details.append(el('h3', {}, 'Request body'), pretty(op.requestBody.content['application/json'].schema)); }
      details.append(el('h3', {}, 'Responses'));
      for (const [status, response] of Object.entries(op.responses)) {
        details.append(el('p', {}, el('strong', {}, status + ' '), response.description));
        const schema = response.content && response.content['application/json'].schema;
        if (schema && !schema.$ref) details.append(pretty(schema));
      }
      main.append(details);
    }
  }
  if (!byTag.size) main.append(el('p', {}, 'No operation matches.'));
}
const response = await fetch('/api/openapi.json');
const doc = await response.json();
document.title = doc.info.title + ' ' + doc.info.version;
render(doc, '');
filter.addEventListener('input', () => render(doc, filter.value.trim().toLowerCase()));
`;

export function docsRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'apiVersion'>): void {
  const version = deps.apiVersion;
  const document = new CachedBody(
    JSON.stringify(
      buildOpenApiDocument(endpoints, {
        title: 'Juicyin API',
        version,
        description:
          'The HTTP API of the Juicyin shop. Money is in integer halalas (1 SAR = 100 halalas). ' +
          'Errors share one shape: { error: { code, message, fields? } }.',
      }),
    ),
  );
  const serve = (body: CachedBody, type: string) => (request: FastifyRequest, reply: FastifyReply) =>
    sendCached(request, reply, body, { type, cacheControl: 'no-cache' });
  app.get('/api/openapi.json', serve(document, JSON_TYPE));
  app.get('/api/docs', serve(new CachedBody(docsPage), 'text/html; charset=utf-8'));
  app.get('/api/docs/docs.js', serve(new CachedBody(docsJs), 'text/javascript; charset=utf-8'));
  app.get('/api/docs/docs.css', serve(new CachedBody(docsCss), 'text/css; charset=utf-8'));
}
