import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
  }),
});

export type Health = z.output<typeof healthSchema>;

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Whether the server and its database answer',
  response: healthSchema,
});
