export { getDevOutbox, getStoreSettings } from './endpoints.ts';
export { type Outbox, outboxSchema, type StoreSettings, storeSettingsSchema } from './schemas.ts';
