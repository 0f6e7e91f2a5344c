// Runs in Chromium (the `shop-browser` project): public/after-paint.js, the script a server-rendered
// page loads the shop's modules with (server/page-template.ts writes it in the page's head), run in
// a page of its own (a frame) with stand-ins for the modules, as the page's head runs it.
import { afterEach, describe, expect, test } from 'vitest';
import afterPaintSource from '../../public/after-paint.js?raw';

type Report =
  | { readonly step: 'loader ran'; readonly entries: number; readonly preloads: number }
  | { readonly step: 'entry ran'; readonly painted: boolean; readonly preloads: readonly string[] };

const created: string[] = [];
const frames: HTMLIFrameElement[] = [];

function scriptUrl(source: string): string {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  created.push(url);
  return url;
}

/**
 * A page with a heading, whose head runs the loader with `modules` and an entry that reports, when
 * it runs, whether the page's first contentful paint was reported before it. Resolves with what the
 * page reported: right after the loader ran, and when the entry ran.
 */
function pageWithLoader(modules: readonly string[], { hidden = false } = {}): Promise<Report[]> {
  const entry = scriptUrl(`
    parent.postMessage({
      step: 'entry ran',
      painted: performance.getEntriesByName('first-contentful-paint').length > 0,
      preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    }, '*');`);
  const afterLoader = scriptUrl(`
    parent.postMessage({
      step: 'loader ran',
      entries: document.querySelectorAll('script[type="module"]').length,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    }, '*');`);
  const hide = scriptUrl(`Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });`);
  const frame = document.createElement('iframe');
  frames.push(frame);
  frame.style.inlineSize = '320px';
  frame.style.blockSize = '200px';
  frame.srcdoc = `<!doctype html><html><head>
    ${hidden ? `<script src="${hide}"></script>` : ''}
    <script src="${scriptUrl(afterPaintSource)}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>
    <script src="${afterLoader}"></script>
    </head><body><h1>Fresh orange juice</h1></body></html>`;
  return new Promise((resolve) => {
    const reports: Report[] = [];
    const listener = (event: MessageEvent<Report>) => {
      if (event.source !== frame.contentWindow) return;
      reports.push(event.data);
      if (event.data.step === 'entry ran') {
        removeEventListener('message', listener);
        resolve(reports);
      }
    };
    addEventListener('message', listener);
    document.body.append(frame);
  });
}

afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
  for (const url of created.splice(0)) URL.revokeObjectURL(url);
});

describe('after-paint.js (a server-rendered page’s modules)', () => {
  test('asks for the entry and every module it imports only once the page’s first paint is reported', async () => {
    const modules = [scriptUrl('export const react = 1;'), scriptUrl('export const shell = 2;')];
    const reports = await pageWithLoader(modules);
    expect(reports).toEqual([
      { step: 'loader ran', entries: 0, preloads: 0 },
      { step: 'entry ran', painted: true, preloads: modules },
    ]);
  });

  test('asks for them at once on a hidden page (a background tab, a prerendered page), which paints nothing until shown', async () => {
    const modules = [scriptUrl('export const react = 1;')];
    const reports = await pageWithLoader(modules, { hidden: true });
    expect(reports[0]).toEqual({ step: 'loader ran', entries: 1, preloads: 1 });
    expect(reports[1]).toMatchObject({ step: 'entry ran', preloads: modules });
  });
});
