import { z } from 'zod';

/** The one error shape every endpoint answers with: `{ error: { code, message, fields? } }`. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorResponse = z.output<typeof errorResponseSchema>;

/** Thrown by the client for any non-success answer, carrying the parsed error body. */
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
