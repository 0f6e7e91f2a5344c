import { z } from 'zod';
import { orderStatusSchema } from './schemas.ts';

/**
 * One change to an order, as the live streams send it (server-sent events: `id:` is `seq`,
 * `data:` this object as JSON). `seq` grows by one store-wide per event, so a client that
 * reconnects with `Last-Event-ID` gets every event it missed, in order, and none twice.
 */
export const orderEventSchema = z.object({
  seq: z.int().positive(),
  number: z.string(),
  kind: z.enum(['placed', 'status', 'cancelled', 'note']),
  status: orderStatusSchema,
  at: z.iso.datetime(),
});
export type OrderEvent = z.output<typeof orderEventSchema>;
