import type { z } from 'zod';
import type { BodyOf, Endpoint, FileOf, ParamsOf, QueryOf } from './endpoint.ts';
import { ApiError } from './api-error.ts';
import { errorResponseSchema } from './errors.ts';

export interface ClientOptions {
  /** Origin the paths are resolved against; empty for same-origin requests from the shop. */
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * One input of a request (`T`, what the endpoint's schema for it reads): demanded when the schema
 * does not accept its absence (`Omitted` is what the server reads when it is left out: no body, an
 * empty query or path), optional when it does, and forbidden when the endpoint has no schema for it.
 */
type InputPart<Key extends string, T, Omitted> = [T] extends [never]
  ? { readonly [K in Key]?: never }
  : Omitted extends T
    ? { readonly [K in Key]?: T }
    : { readonly [K in Key]: T };

/** What a request to the endpoint `E` sends: its path parameters, query and body as its schemas read them. */
export type RequestInput<E extends Endpoint = Endpoint> = InputPart<'params', ParamsOf<E>, object> &
  InputPart<'query', QueryOf<E>, object> &
  InputPart<'body', BodyOf<E>, undefined> &
  InputPart<'file', FileOf<E>, undefined> & {
    readonly headers?: Readonly<Record<string, string>>;
    readonly signal?: AbortSignal;
  };

/** The input argument of a request to `E`: required when the endpoint demands params, a query or a body. */
export type RequestArgs<E extends Endpoint> =
  object extends RequestInput<E> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

/** The request as the client sends it, whatever the endpoint (the typed signature is `request`'s). */
interface SentInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  readonly file?: Blob;
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

  function request<E extends Endpoint>(
    endpoint: E,
    ...input: NoInfer<RequestArgs<E>>
  ): Promise<z.output<E['response']>>;
  async function request(endpoint: Endpoint, input: SentInput = {}): Promise<unknown> {
    // A stream never ends, so it cannot be fetched as one answer: subscribe to it instead.
    if (endpoint.stream) throw new Error(`${endpoint.id} is an event stream: subscribe to it, do not request it`);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.size > 0 ? `?${search.toString()}` : '';
    const headers: Record<string, string> = { accept: 'application/json', 'x-juicyin-client': '1', ...input.headers };
    const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
    if (input.signal) init.signal = input.signal;
    if (input.file !== undefined) {
      // An upload: the file is the body, with its own type (the server checks both).
      headers['content-type'] = input.file.type || 'application/octet-stream';
      init.body = input.file;
    } else if (input.body !== undefined) {
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
    return endpoint.response.parse(payload);
  }

  return { request };
}

export type Client = ReturnType<typeof createClient>;
