/** An answer in the shared error shape `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Sign in to continue');
