import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's `bytea` as a Node Buffer (Drizzle's pg-core has no builder of its own for it). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
