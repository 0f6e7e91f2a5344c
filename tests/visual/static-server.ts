// Serves the built Storybook (storybook-static/) on loopback for the visual snapshots, and stops
// it when the suite ends.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { storybookDir, storybookURL } from './paths.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

export default async function serveStorybook(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(storybookDir, 'index.json'))) {
    throw new Error('storybook-static/ is missing: run `pnpm build-storybook` first');
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', storybookURL);
    const file = path.join(storybookDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const target = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
    if (!target.startsWith(storybookDir) || !existsSync(target)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  const { port, hostname } = new URL(storybookURL);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
