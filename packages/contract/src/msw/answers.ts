// What the story servers answer, in the API's shapes: one place for the handlers' routes and
// refusals (every staff handler file had its own copy).
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { fieldErrors } from '../errors.ts';

/** An endpoint's path as MSW matches it, on any origin (`*\/api/…`). */
export const mswPath = (endpoint: Endpoint): string => endpoint.path.replace(/^\/api/, '*/api');

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** A handler for `endpoint`, at its method and path. */
export const route = (endpoint: Endpoint, resolver: Parameters<typeof http.get>[1]) =>
  methods[endpoint.method](mswPath(endpoint), resolver);

/** A refusal in the API's error shape: `{ error: { code, message, fields? } }`. */
export const refused = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** 400 `invalid_input` with a message per field, as the server answers a body its schema refuses. */
export const invalidInput = (error: z.ZodError) =>
  refused(400, 'invalid_input', 'The request is not valid; see the field messages', fieldErrors(error));
