import { ApiError } from '@juicyin/contract';

/** The API's message for one field of a refused request (`{ code, message, fields }`), if it named that field. */
export function apiFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.body.error.fields?.[field] : undefined;
}

/** Whether the API refused the request as the record's state does not allow it now (409). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** Whether the API refused the request for a field's sake (400 with `fields`), so the form shows it there. */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && error.body.error.fields !== undefined;
}
