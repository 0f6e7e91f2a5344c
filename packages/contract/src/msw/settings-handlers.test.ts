import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staffStoreSettingsSchema } from '../staff/settings-schemas.ts';
import { staffSettings } from './settings-fixtures.ts';
import { settingsHandlers } from './settings-handlers.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = 'http://127.0.0.1/api/staff/settings';
const body = (version: number) => ({
  version,
  cashOnDelivery: { enabled: true, fee: 1250, reason: staffSettings.cashOnDelivery.reason },
  eurPerSar: '0.2500',
  deliveryZones: staffSettings.deliveryZones.map(({ key, fee, served }) => ({ key, fee, served })),
  lateness: staffSettings.lateness,
  seller: staffSettings.seller,
  contact: staffSettings.contact,
});
const put = (data: unknown) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });

describe("the settings stories' server", () => {
  it('hands out settings the contract reads, and saves a change under the next version', async () => {
    server.use(...settingsHandlers.full());
    expect(staffStoreSettingsSchema.parse(await (await fetch(url)).json())).toEqual(staffSettings);
    const saved = await put(body(staffSettings.version));
    expect(saved.status).toBe(200);
    const after = staffStoreSettingsSchema.parse(await saved.json());
    expect(after).toMatchObject({ version: staffSettings.version + 1, eurPerSar: '0.25' });
    expect(after.cashOnDelivery).toMatchObject({ enabled: true, fee: 1250 });
    expect(await (await fetch(url)).json()).toEqual(after);
  });

  it('refuses what the contract refuses with field messages, and an old version with 409', async () => {
    server.use(...settingsHandlers.full());
    const bad = await put({ ...body(staffSettings.version), seller: { ...staffSettings.seller, vatNumber: '12' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'seller.vatNumber': 'A Saudi VAT number: 15 digits, starting and ending with 3',
    });
    expect((await put(body(staffSettings.version - 1))).status).toBe(409);
  });

  it('in the conflict scenario, refuses the first save as a colleague saved first, then shows their change', async () => {
    server.use(...settingsHandlers.conflict());
    const refused = await put(body(staffSettings.version));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('version_conflict');
    const reloaded = staffStoreSettingsSchema.parse(await (await fetch(url)).json());
    expect(reloaded).toMatchObject({ version: staffSettings.version + 1, eurPerSar: '0.251' });
    expect((await put(body(reloaded.version))).status).toBe(200);
  });
});
