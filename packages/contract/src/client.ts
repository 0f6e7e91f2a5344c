import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { ApiError } from './api-error.ts';
import { errorResponseSchema } from './errors.ts';

export interface ClientOptions {
  /** Origin the paths are resolved against; empty for same-origin requests from the shop. */
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
}

export interface RequestInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export function buildPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** A typed client: `client.request(getHealth)` resolves to the parsed, typed response body. */
export function createClient(options: ClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  // Looked up per request, so a fetch patched later (MSW, a service worker shim) is used.
  const doFetch: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function request<E extends Endpoint>(endpoint: E, input: RequestInput = {}): Promise<z.output<E['response']>> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.size > 0 ? `?${search.toString()}` : '';
    const headers: Record<string, string> = { accept: 'application/json', 'x-juicyin-client': '1', ...input.headers };
    const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
    if (input.signal) init.signal = input.signal;
    if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(input.body);
    }
    const response = await doFetch(`${baseUrl}${buildPath(endpoint.path, input.params)}${qs}`, init);
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const parsed = errorResponseSchema.safeParse(payload);
      throw new ApiError(
        response.status,
        parsed.success
          ? parsed.data
          : { error: { code: 'http_error', message: `The server answered ${response.status} ${response.statusText}` } },
      );
    }
    return endpoint.response.parse(payload) as z.output<E['response']>;
  }

  return { request };
}

export type Client = ReturnType<typeof createClient>;
