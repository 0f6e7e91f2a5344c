import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Browser,
  drivers,
  registerShopper,
  SETUP_TIMEOUT,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../testing/server.ts';
import { createStaff, StaffInputError } from './create.ts';

vi.setConfig({ testTimeout: 120_000 });

describe.each(drivers)('staff:create on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('creates a verified staff account that signs in to the staff endpoints, and says so again without change', async () => {
    const email = uniqueEmail('ops');
    const created = await createStaff(server.database.db, {
      email: email.toUpperCase(),
      firstName: 'Sami',
      lastName: 'Ali',
      password: 'cold-pressed-77',
    });
    expect(created).toMatchObject({ action: 'created', email });
    const browser = new Browser(server.baseUrl);
    const login = await browser.json('/api/auth/login', {
      method: 'POST',
      body: { email, password: 'cold-pressed-77' },
    });
    expect(login.status).toBe(200);
    expect((await browser.json('/api/staff/orders')).status).toBe(200);
    expect(await createStaff(server.database.db, { email })).toMatchObject({ action: 'unchanged', id: created.id });
  });

  it('makes an existing shopper staff, and refuses a bad address, a missing name or a weak password', async () => {
    const browser = new Browser(server.baseUrl);
    const { email } = await registerShopper(browser);
    expect((await browser.json('/api/staff/orders')).status).toBe(404);
    expect(await createStaff(server.database.db, { email })).toMatchObject({ action: 'promoted' });
    expect((await browser.json('/api/staff/orders')).status).toBe(200);

    const fresh = uniqueEmail('ops');
    await expect(createStaff(server.database.db, { email: 'not-an-address' })).rejects.toThrow(StaffInputError);
    await expect(createStaff(server.database.db, { email: fresh, password: 'cold-pressed-77' })).rejects.toThrow(
      'first and last name',
    );
    await expect(
      createStaff(server.database.db, { email: fresh, firstName: 'A', lastName: 'B', password: 'password' }),
    ).rejects.toThrow(StaffInputError);
  });
});
