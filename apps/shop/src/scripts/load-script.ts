/**
 * Loads an external script on demand (spec §4, §7, §8): the third-party widgets the store
 * configures (`getStoreSettings().widgets`). Imported only by the features that use it, after
 * their page has rendered, never during render (the shop is also rendered on the server).
 *
 * - Once per URL: a second call for the same URL (after resolving it against the page) while the
 *   first is loading, or after it loaded, returns the same promise; the page has one element.
 * - Never throws: a failed load, one that takes longer than `timeoutMs`, or a browser that says
 *   it is offline resolves `{ loaded: false, reason }`, so the feature that asked says it is
 *   unavailable (and offers Try again) while the rest of the page works.
 * - Only success and loads in flight are remembered. A failure forgets the URL and removes its
 *   element, so the next call (Try again) makes a new element and a new request. A script that
 *   arrives after its timeout may still run, but its promise has already resolved as not loaded.
 */

export type ScriptFailure = 'error' | 'timeout' | 'offline';

export type ScriptLoadResult = { readonly loaded: true } | { readonly loaded: false; readonly reason: ScriptFailure };

export interface LoadScriptOptions {
  /** How long to wait for the script before giving up (`reason: 'timeout'`); 20 s by default. */
  readonly timeoutMs?: number;
}

/** The attribute every element this module adds carries (its value: the script's URL). */
export const scriptAttribute = 'data-juicyin-script';

const defaultTimeoutMs = 20_000;
const remembered = new Map<string, Promise<ScriptLoadResult>>();

/** Loads `url` once (see above); resolves when the script has run, failed or timed out. */
export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<ScriptLoadResult> {
  const src = new URL(url, document.baseURI).href;
  const known = remembered.get(src);
  if (known) return known;
  if (!navigator.onLine) return Promise.resolve({ loaded: false, reason: 'offline' });

  const pending = new Promise<ScriptLoadResult>((resolve) => {
    const element = document.createElement('script');
    element.src = src;
    element.async = true;
    element.setAttribute(scriptAttribute, src);

    const settle = (result: ScriptLoadResult) => {
      clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
      if (!result.loaded) {
        remembered.delete(src);
        element.remove();
      }
      resolve(result);
    };
    const onLoad = () => settle({ loaded: true });
    const onError = () => settle({ loaded: false, reason: navigator.onLine ? 'error' : 'offline' });

    const timer = setTimeout(() => settle({ loaded: false, reason: 'timeout' }), options.timeoutMs ?? defaultTimeoutMs);
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    document.head.append(element);
  });
  remembered.set(src, pending);
  return pending;
}
