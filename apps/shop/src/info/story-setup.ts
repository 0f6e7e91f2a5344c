import { say } from '../testing/say.ts';

export { say };

/** The API's answer to a form with a field it refuses. */
export const refusedField = (field: string, message: string) => ({
  code: 'validation_failed',
  message: 'Check the highlighted fields',
  fields: { [field]: message },
});

export const tooMany = { code: 'too_many_requests', message: 'Sent too often; wait a few minutes' };
