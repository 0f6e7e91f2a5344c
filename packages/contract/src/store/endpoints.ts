import { z } from 'zod';
import { lineText } from '../common/text.ts';
import { defineEndpoint } from '../endpoint.ts';
import { outboxSchema, storeSettingsSchema } from './schemas.ts';

export const getStoreSettings = defineEndpoint({
  id: 'getStoreSettings',
  method: 'GET',
  path: '/api/store',
  tag: 'store',
  summary: 'Store settings: cash on delivery, currency rates, delivery zones, seller, contact, map tiles, widgets',
  query: z.strictObject({}),
  response: storeSettingsSchema,
});

export const getDevOutbox = defineEndpoint({
  id: 'getDevOutbox',
  method: 'GET',
  path: '/api/dev/outbox',
  tag: 'development',
  summary: 'E-mails written to the local outbox, newest first (not in production)',
  query: z.strictObject({ to: lineText().max(254).optional() }),
  response: outboxSchema,
});
