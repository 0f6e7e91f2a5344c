// TRUST_PROXY: which proxies' X-Forwarded-For names the client. Read from the environment (a bad
// value is refused with its reason), and proved over HTTP through the per-address throttle of the
// price-match reports, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, drivers, SETUP_TIMEOUT, startTestServer, type TestServer, uniqueEmail } from '../testing/server.ts';
import { type TrustProxy, trustProxyFromEnv } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(trustProxyFromEnv({})).toBe(false);
    expect(trustProxyFromEnv({ TRUST_PROXY: '  ' })).toBe(false);
  });

  it('reads a number of proxies, or a list of addresses, ranges and range names', () => {
    expect(trustProxyFromEnv({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' })).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '0', '11', 'proxy.example', '10.0.0.0/33', '10.0.0.0/8/1', '127.0.0.1,', 'fd00::/129'])(
    'refuses %j and says what it takes',
    (value) => {
      expect(() => trustProxyFromEnv({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be the number of proxies in front of the API (1 to 10) or a comma-separated list of their addresses or ranges (10.0.0.0/8, 127.0.0.1, loopback), not "${value}"`,
      );
    },
  );
});

const report = (email: string) => ({
  fullName: 'Sara Al-Qahtani',
  email,
  product: 'Fresh orange juice 1 L',
  seenAt: 'Juice Corner, Olaya',
  price: 1450,
  link: null,
  locale: 'en',
});

/** Price-match reports sent through a proxy that says the client is `client`; the answers' statuses. */
async function sendAs(server: TestServer, client: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const sent = await new Browser(server.baseUrl).fetch('/api/price-match', {
      method: 'POST',
      body: report(uniqueEmail('proxy')),
      headers: { 'x-forwarded-for': client },
    });
    statuses.push(sent.status);
  }
  return statuses;
}

const twoAnHour = { max: 2, windowMs: 60 * 60_000 };
const throttles = { comment: twoAnHour, enquiry: twoAnHour, priceMatch: twoAnHour, share: twoAnHour };

describe.each(drivers)('the throttles behind a proxy on %s', (driver) => {
  const servers: TestServer[] = [];
  async function serverTrusting(trustProxy: TrustProxy): Promise<TestServer> {
    const server = await startTestServer(driver, { trustProxy, throttles });
    servers.push(server);
    return server;
  }
  let trusting: TestServer;
  let trustingOneHop: TestServer;
  let untrusting: TestServer;

  beforeAll(async () => {
    trusting = await serverTrusting(['loopback']);
    trustingOneHop = await serverTrusting(1);
    untrusting = await serverTrusting(false);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('counts each visitor the trusted proxy names on its own', async () => {
    for (const server of [trusting, trustingOneHop]) {
      expect(await sendAs(server, '203.0.113.7', 3)).toEqual([201, 201, 429]);
      // Another visitor behind the same proxy is not held back by the first.
      expect(await sendAs(server, '198.51.100.9', 1)).toEqual([201]);
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot name its own address', async () => {
    expect(await sendAs(untrusting, '203.0.113.7', 2)).toEqual([201, 201]);
    expect(await sendAs(untrusting, '198.51.100.9', 1)).toEqual([429]);
  });
});
