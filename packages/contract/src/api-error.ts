import type { ErrorResponse } from './errors.ts';

/**
 * Thrown by the client for any non-success answer, carrying the parsed error body. Kept apart from
 * the error schema (no zod import), so an app that only checks `instanceof ApiError` does not
 * bundle zod with it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
  ) {
    super(body.error.message);
  }

  get code(): string {
    return this.body.error.code;
  }
}
