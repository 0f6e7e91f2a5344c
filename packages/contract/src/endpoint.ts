import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint, defined once. The server validates with these schemas, the client parses
 * with them, the OpenAPI document and the MSW handlers are generated from them.
 */
export interface Endpoint<
  TResponse extends z.ZodType = z.ZodType,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/products/:slug`. */
  readonly path: string;
  readonly summary: string;
  readonly body?: TBody;
  readonly query?: TQuery;
  /** The success response (status `successStatus`, default 200). */
  readonly response: TResponse;
  readonly successStatus?: number;
}

export function defineEndpoint<
  TResponse extends z.ZodType,
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<TResponse, TBody, TQuery>): Endpoint<TResponse, TBody, TQuery> {
  return endpoint;
}

export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
