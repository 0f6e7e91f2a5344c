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

/** Field messages keyed by dotted path (`lines.0.quantity`), from a failed zod parse. */
export function fieldErrors(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const parts = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [prefix, ...parts, key].filter((part) => part !== undefined && part !== '').join('.');
        fields[path] ??= 'Unknown field';
      }
      continue;
    }
    const path = [prefix, ...parts].filter((part) => part !== undefined && part !== '').join('.') || '(root)';
    fields[path] ??= issue.message;
  }
  return fields;
}
