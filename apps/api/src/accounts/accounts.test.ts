import { request as httpRequest } from 'node:http';
import type { Outbox, Points, Shopper } from '@juicyin/contract';
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

// PGlite start-up is slow on a busy 2-core machine: a generous ceiling, not a timing check.
vi.setConfig({ testTimeout: 120_000 });

function tokenFrom(outbox: Outbox, to: string, path: string): string {
  const message = outbox.messages.find((candidate) => candidate.to === to && candidate.text.includes(path));
  const token = message ? new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(message.text)?.[1] : undefined;
  if (!token) throw new Error(`no ${path} link for ${to}`);
  return token;
}

describe.each(drivers)('accounts over HTTP on %s', (driver) => {
  let server: TestServer;
  const outbox = async (browser: Browser, to: string) =>
    (await browser.json<Outbox>(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('credits 5 points at registration, 50 more once for the e-mailed verification link, and refuses a second use', async () => {
    const browser = new Browser(server.baseUrl);
    const { email, shopper } = await registerShopper(browser);
    expect(shopper.points).toBe(5);
    const mail = await outbox(browser, email);
    expect(mail.messages[0]?.subject).toBe('Confirm your e-mail address at Juicyin');
    const token = tokenFrom(mail, email, '/verify-email');

    const stranger = new Browser(server.baseUrl);
    const first = await stranger.json<{ shopper: Shopper; pointsCredited: number }>('/api/auth/verify-email', {
      method: 'POST',
      body: { token },
    });
    expect(first.status).toBe(200);
    expect(first.body.pointsCredited).toBe(50);
    expect(first.body.shopper).toMatchObject({ emailVerified: true, points: 55 });

    const second = await stranger.json<{ error: { code: string } }>('/api/auth/verify-email', {
      method: 'POST',
      body: { token },
    });
    expect(second.status).toBe(410);
    expect(second.body.error.code).toBe('invalid_token');

    const points = await browser.json<Points>('/api/me/points');
    expect(points.body.balance).toBe(55);
    expect(points.body.history.map((row) => [row.type, row.amount]).sort()).toEqual([
      ['email-verified', 50],
      ['registration', 5],
    ]);
    for (const row of points.body.history) {
      const days = (Date.parse(row.expiresAt ?? '') - Date.parse(row.at)) / 86_400_000;
      expect(days).toBe(180);
    }
  });

  it('writes the verification e-mail in the language the shopper registered in', async () => {
    const browser = new Browser(server.baseUrl);
    const { email } = await registerShopper(browser, { locale: 'ar' });
    const mail = await outbox(browser, email);
    expect(mail.messages[0]?.subject).toBe('أكد بريدك الإلكتروني في جوسين');
  });

  it('refuses a second account for the same e-mail in another case', async () => {
    const browser = new Browser(server.baseUrl);
    const { email } = await registerShopper(browser);
    const again = await new Browser(server.baseUrl).json<{ error: { code: string } }>('/api/auth/register', {
      method: 'POST',
      body: {
        firstName: 'A',
        lastName: 'B',
        email: email.toUpperCase(),
        password: 'cold-pressed-77',
        acceptTerms: true,
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('email_taken');
  });

  it('keeps a browser session without remember me, 30 days with it, in an HttpOnly SameSite=Lax cookie with a readable signed-in mark beside it, and ends both at logout', async () => {
    const { email, password } = await registerShopper(new Browser(server.baseUrl));
    const plain = new Browser(server.baseUrl);
    const session = await plain.fetch('/api/auth/login', { method: 'POST', body: { email, password } });
    expect(session.status).toBe(200);
    const cookie = session.headers.getSetCookie()[0] ?? '';
    // Plain http on loopback: a `__Host-` cookie would need Secure, which http cannot carry.
    expect(cookie).toMatch(/^juicyin_session=[A-Za-z0-9_-]{40,}; /);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    // The page's "signed in" mark: readable (not HttpOnly), never the secret, same lifetime.
    const mark = session.headers.getSetCookie()[1] ?? '';
    expect(mark).toMatch(/^juicyin_signed_in=1; /);
    expect(mark).not.toMatch(/HttpOnly/);
    expect(mark).not.toMatch(/Max-Age|Expires/i);

    const remembered = new Browser(server.baseUrl);
    const long = await remembered.fetch('/api/auth/login', {
      method: 'POST',
      body: { email, password, rememberMe: true },
    });
    expect(long.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
    expect(long.headers.getSetCookie()[1]).toMatch(/^juicyin_signed_in=1; .*Max-Age=2592000/);

    expect((await plain.json('/api/me')).status).toBe(200);
    const loggedOut = await plain.fetch('/api/auth/logout', { method: 'POST' });
    expect(loggedOut.status).toBe(204);
    expect(loggedOut.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^juicyin_session=; .*Expires=Thu, 01 Jan 1970/),
      expect.stringMatching(/^juicyin_signed_in=; .*Expires=Thu, 01 Jan 1970/),
    ]);
    expect((await plain.json('/api/me')).status).toBe(401);
    expect((await remembered.json('/api/me')).status).toBe(200);
  });

  it('names the cookie __Host- and marks it Secure when the shop is not plain http on loopback', async () => {
    const { email, password } = await registerShopper(new Browser(server.baseUrl));
    const url = new URL(server.baseUrl);
    const body = JSON.stringify({ email, password });
    const setCookie = await new Promise<string[]>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/auth/login',
          method: 'POST',
          headers: {
            host: 'shop.juicyin.example',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-juicyin-client': '1',
          },
        },
        (response) => {
          response.resume();
          resolve(response.headers['set-cookie'] ?? []);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    expect(setCookie[0]).toMatch(/^__Host-juicyin_session=/);
    expect(setCookie[0]).toMatch(/Secure/);
    expect(setCookie[0]).toMatch(/HttpOnly/);
    expect(setCookie[1]).toMatch(/^__Host-juicyin_signed_in=1; .*Secure/);
  });

  it('throttles an account after five wrong passwords: the sixth attempt waits, even with the right password', async () => {
    const { email, password } = await registerShopper(new Browser(server.baseUrl));
    const attacker = new Browser(server.baseUrl);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await attacker.json<{ error: { code: string } }>('/api/auth/login', {
        method: 'POST',
        body: { email, password: `wrong-guess-${attempt}` },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('invalid_credentials');
    }
    const sixth = await attacker.json<{ error: { code: string } }>('/api/auth/login', {
      method: 'POST',
      body: { email, password: 'wrong-guess-6' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('too_many_attempts');
    expect(Number(sixth.response.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await new Browser(server.baseUrl).json('/api/auth/login', {
      method: 'POST',
      body: { email, password },
    });
    expect(right.status).toBe(429);
  });

  it('resets a forgotten password with a single-use link valid for one hour, and says nothing about unknown addresses', async () => {
    const browser = new Browser(server.baseUrl);
    const { email, password } = await registerShopper(browser);
    expect((await browser.fetch('/api/auth/forgot-password', { method: 'POST', body: { email } })).status).toBe(204);
    const unknown = uniqueEmail('nobody');
    expect(
      (await browser.fetch('/api/auth/forgot-password', { method: 'POST', body: { email: unknown } })).status,
    ).toBe(204);
    expect((await outbox(browser, unknown)).messages).toHaveLength(0);

    const token = tokenFrom(await outbox(browser, email), email, '/reset-password');
    const [row] = await server.database.rows<{ minutes: number }>(
      "select extract(epoch from expires_at - created_at)::int / 60 as minutes from tokens where purpose = 'reset-password' order by created_at desc limit 1",
    );
    expect(row?.minutes).toBe(60);
    const reset = await browser.fetch('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'squeezed-fresh-88' },
    });
    expect(reset.status).toBe(204);
    // The reset ends every session, the old password no longer works, the new one does.
    expect((await browser.json('/api/me')).status).toBe(401);
    expect((await browser.json('/api/auth/login', { method: 'POST', body: { email, password } })).status).toBe(401);
    expect(
      (await browser.json('/api/auth/login', { method: 'POST', body: { email, password: 'squeezed-fresh-88' } }))
        .status,
    ).toBe(200);
    const reuse = await browser.fetch('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'another-fresh-99' },
    });
    expect(reuse.status).toBe(410);
  });

  it('changes the password only with the current one, and updates the profile with a normalised mobile', async () => {
    const browser = new Browser(server.baseUrl);
    const { email, password } = await registerShopper(browser);
    const wrong = await browser.json('/api/me/password', {
      method: 'POST',
      body: { currentPassword: 'not-my-password', newPassword: 'squeezed-fresh-88' },
    });
    expect(wrong.status).toBe(403);
    const weak = await browser.json<{ error: { fields: Record<string, string> } }>('/api/me/password', {
      method: 'POST',
      body: { currentPassword: password, newPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields['newPassword']).toBeDefined();
    const changed = await browser.fetch('/api/me/password', {
      method: 'POST',
      body: { currentPassword: password, newPassword: 'squeezed-fresh-88' },
    });
    expect(changed.status).toBe(204);
    expect((await browser.json('/api/me')).status).toBe(200);

    const profile = await browser.json<Shopper>('/api/me', {
      method: 'PATCH',
      body: { mobile: '055 123 4567', preferredLanguage: 'ur', gender: 'female', birthdate: '1994-03-21' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email,
      mobile: '+966551234567',
      preferredLanguage: 'ur',
      gender: 'female',
      birthdate: '1994-03-21',
    });
    const bad = await browser.json<{ error: { fields: Record<string, string> } }>('/api/me', {
      method: 'PATCH',
      body: { mobile: '12345' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['mobile']).toMatch(/Saudi mobile/);

    const settings = await browser.json<Shopper>('/api/me/notifications', {
      method: 'PUT',
      body: { balanceUpdate: false, pointExpiration: true, newsletter: true, messages: false },
    });
    expect(settings.body.notifications).toEqual({
      balanceUpdate: false,
      pointExpiration: true,
      newsletter: true,
      messages: false,
    });
  });
});
