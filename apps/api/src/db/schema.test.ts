import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { SETUP_TIMEOUT, drivers, openPreparedDatabase } from '../testing/server.ts';
import { allowedValues, readCatalog } from './catalog.ts';
import { regenerateCommand, schemaFile, schemaSource } from './schema-source.ts';

/** Runs `work` on a new migrated database of this driver, closed (and dropped) afterwards. */
async function onMigrated(driver: (typeof drivers)[number], work: (database: DatabaseHandle) => Promise<void>) {
  const { database, close } = await openPreparedDatabase(driver);
  try {
    await work(database);
  } finally {
    await close();
  }
}

describe.each(drivers)('schema.ts on %s', (driver) => {
  it(
    'is what the migrations generate',
    () =>
      onMigrated(driver, async (database) => {
        const generated = await schemaSource(await readCatalog(database));
        expect(
          generated === (await readFile(schemaFile, 'utf8')),
          `apps/api/src/db/schema.ts differs from what migrations/*.sql make: run \`${regenerateCommand}\``,
        ).toBe(true);
      }),
    SETUP_TIMEOUT,
  );

  it(
    'differs once a migration changes a table',
    () =>
      onMigrated(driver, async (database) => {
        const before = await schemaSource(await readCatalog(database));
        await database.transaction((tx) =>
          tx.exec(`alter table orders add column gift_note text not null default '';
                   alter table variants alter column old_price type bigint`),
        );
        const after = await schemaSource(await readCatalog(database));
        expect(after).not.toBe(before);
        expect(after).toContain(`giftNote: text('gift_note').notNull().default(''),`);
        expect(after).toContain(`oldPrice: bigint('old_price', { mode: 'number' }),`);
      }),
    SETUP_TIMEOUT,
  );
});

describe('allowedValues', () => {
  it('reads the values of a check on one column, and nothing else', () => {
    const days = `CHECK ((kind = ANY (ARRAY['day'::text, 'week'::text])))`;
    expect(allowedValues(days, 'kind')).toEqual(['day', 'week']);
    expect(allowedValues(days, 'period')).toBeNull();
    expect(allowedValues(`CHECK ((status = ANY (ARRAY['placed'::text, 'it''s'::text])))`, 'status')).toBeNull();
    expect(allowedValues('CHECK ((stock >= 0))', 'stock')).toBeNull();
  });
});
