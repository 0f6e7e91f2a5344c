// Runs in Chromium (the `shop-browser` project): real script elements, real requests to scripts
// the test server serves (./testing/serve-test-scripts.ts).
import { afterEach, describe, expect, test } from 'vitest';
import { loadScript, scriptAttribute } from './load-script.ts';
import { testScriptsBase } from './testing/serve-test-scripts.ts';

declare global {
  interface Window {
    juicyinTestScripts?: string[];
  }
}

let counter = 0;
/** A URL of its own for each test, so nothing one test loaded is remembered in another. */
function scriptUrl(name: 'ok.js' | 'missing.js' | 'hangs.js'): string {
  counter += 1;
  return `${testScriptsBase}/${name}?test=${Date.now()}-${counter}`;
}

async function requestsFor(url: string): Promise<number> {
  const response = await fetch(`${testScriptsBase}/requests?url=${encodeURIComponent(url)}`);
  const { count } = (await response.json()) as { count: number };
  return count;
}

function elementsFor(url: string): Element[] {
  const src = new URL(url, document.baseURI).href;
  return [...document.querySelectorAll(`script[${scriptAttribute}]`)].filter(
    (element) => element.getAttribute(scriptAttribute) === src,
  );
}

afterEach(() => {
  window.juicyinTestScripts = [];
  // The offline test's own value, if any: the browser's again.
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('loadScript', () => {
  test('a script that loads resolves { loaded: true } after it has run', async () => {
    const url = scriptUrl('ok.js');
    const result = await loadScript(url);
    expect(result).toEqual({ loaded: true });
    expect(window.juicyinTestScripts).toEqual([new URL(url, document.baseURI).search]);
    expect(elementsFor(url)).toHaveLength(1);
  });

  test('the same URL twice: the same promise, one element, one request, the script runs once', async () => {
    const url = scriptUrl('ok.js');
    const first = loadScript(url);
    const second = loadScript(url);
    expect(second).toBe(first);
    expect(elementsFor(url)).toHaveLength(1);
    await expect(first).resolves.toEqual({ loaded: true });
    // After it loaded, too (an absolute URL for the same script counts as the same).
    expect(loadScript(new URL(url, document.baseURI).href)).toBe(first);
    expect(elementsFor(url)).toHaveLength(1);
    expect(await requestsFor(url)).toBe(1);
    expect(window.juicyinTestScripts).toHaveLength(1);
  });

  test('a 404 resolves { loaded: false, reason: "error" } instead of throwing, and leaves no element', async () => {
    const url = scriptUrl('missing.js');
    await expect(loadScript(url)).resolves.toEqual({ loaded: false, reason: 'error' });
    expect(elementsFor(url)).toHaveLength(0);
    expect(await requestsFor(url)).toBe(1);
  });

  test('a failed URL is tried again: a new promise, a new element and a second request', async () => {
    const url = scriptUrl('missing.js');
    const first = loadScript(url);
    await expect(first).resolves.toEqual({ loaded: false, reason: 'error' });
    const retry = loadScript(url);
    expect(retry).not.toBe(first);
    expect(elementsFor(url)).toHaveLength(1);
    await expect(retry).resolves.toEqual({ loaded: false, reason: 'error' });
    expect(await requestsFor(url)).toBe(2);
  });

  test('a script that never answers resolves { loaded: false, reason: "timeout" } after timeoutMs', async () => {
    const url = scriptUrl('hangs.js');
    const pending = loadScript(url, { timeoutMs: 300 });
    expect(elementsFor(url)).toHaveLength(1);
    // While it is in flight, a second call waits for the same attempt.
    expect(loadScript(url, { timeoutMs: 300 })).toBe(pending);
    await expect(pending).resolves.toEqual({ loaded: false, reason: 'timeout' });
    expect(elementsFor(url)).toHaveLength(0);
    expect(await requestsFor(url)).toBe(1);
    // Timed out is not remembered either: the next call is a new attempt.
    const again = loadScript(url, { timeoutMs: 300 });
    expect(again).not.toBe(pending);
    await expect(again).resolves.toEqual({ loaded: false, reason: 'timeout' });
  });

  test('offline: resolves { loaded: false, reason: "offline" } without an element or a request', async () => {
    const url = scriptUrl('ok.js');
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await expect(loadScript(url)).resolves.toEqual({ loaded: false, reason: 'offline' });
    expect(elementsFor(url)).toHaveLength(0);
    Reflect.deleteProperty(navigator, 'onLine');
    // Back online, the same URL loads.
    await expect(loadScript(url)).resolves.toEqual({ loaded: true });
    expect(await requestsFor(url)).toBe(1);
  });
});
