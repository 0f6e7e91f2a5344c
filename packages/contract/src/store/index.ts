export { getDevOutbox, getStoreSettings } from './endpoints.ts';
export {
  type Outbox,
  outboxSchema,
  SOCIAL_NETWORK_IDS,
  SOCIAL_NETWORKS,
  type SocialNetworkId,
  type StoreSettings,
  storeSettingsSchema,
} from './schemas.ts';
