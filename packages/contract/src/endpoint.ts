import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An error answer an endpoint may give, besides 400 `invalid_input` which every endpoint with input can give. */
export interface EndpointError {
  readonly status: number;
  readonly code: string;
  readonly description: string;
}

/** The file an upload endpoint takes as its body. */
export interface EndpointUpload {
  readonly mediaTypes: readonly string[];
  readonly maxBytes: number;
}

/**
 * One HTTP endpoint, defined once. The server validates with these schemas, the client parses
 * with them, the OpenAPI document and the MSW handlers are generated from them.
 */
export interface Endpoint<
  TResponse extends z.ZodType = z.ZodType,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TUpload extends EndpointUpload | undefined = EndpointUpload | undefined,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/products/:slug`. */
  readonly path: string;
  readonly summary: string;
  /** OpenAPI tag: the area of the shop the endpoint belongs to. */
  readonly tag?: string;
  /** True when the endpoint needs a signed-in shopper (a session cookie); answers 401 otherwise. */
  readonly auth?: boolean;
  /**
   * True when only staff may call the endpoint (the session cookie of a staff member): anyone else
   * gets 404, as if it did not exist.
   */
  readonly staff?: boolean;
  readonly params?: TParams;
  readonly body?: TBody;
  readonly query?: TQuery;
  /** Request headers the endpoint reads (documented in OpenAPI; the route checks them itself). */
  readonly headers?: z.ZodObject;
  /** The success response (status `successStatus`, default 200). */
  readonly response: TResponse;
  readonly successStatus?: number;
  /**
   * True for a server-sent event stream (`text/event-stream`): `response` is then the schema of
   * each event's `data`, and the client subscribes instead of fetching.
   */
  readonly stream?: boolean;
  /**
   * Set when the request's body is a file, sent as is with its own content type (one of
   * `mediaTypes`, at most `maxBytes`), rather than JSON: the client sends `file`.
   */
  readonly upload?: TUpload;
  readonly errors?: readonly EndpointError[];
}

export function defineEndpoint<
  TResponse extends z.ZodType,
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TUpload extends EndpointUpload | undefined = undefined,
>(
  endpoint: Endpoint<TResponse, TBody, TQuery, TParams, TUpload>,
): Endpoint<TResponse, TBody, TQuery, TParams, TUpload> {
  return endpoint;
}

export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** What a schema of an endpoint reads (its zod input); never when the endpoint has no such schema. */
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;
export type ParamsOf<E extends Endpoint> = InputOf<E['params']>;
/** The file an upload endpoint sends as its body (a `Blob`: a `File` from an input); never for other endpoints. */
export type FileOf<E extends Endpoint> = [NonNullable<E['upload']>] extends [never] ? never : Blob;
