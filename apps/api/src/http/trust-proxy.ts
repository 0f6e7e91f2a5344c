import { isIP } from 'node:net';

/**
 * Which proxies the API believes about the client's address (`X-Forwarded-For`), as Fastify's
 * `trustProxy` takes it: `false`, none (the connection's address is the client's); a number, that
 * many proxies nearest the server; a list, the proxies at these addresses or ranges.
 */
export type TrustProxy = false | number | readonly string[];

/** proxy-addr's names for address ranges, accepted in a list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` from the environment. Unset or empty: no proxy is trusted, which is right when the
 * API faces the internet itself. Behind a load balancer or reverse proxy, set the number of proxies
 * in front of it (`1`) or their addresses (`10.0.0.0/8,127.0.0.1`, or `loopback` and friends), so
 * that the throttles and the logs see each visitor's address instead of the proxy's. `true` is
 * refused: believing every hop lets any client name its own address and so escape the throttles.
 */
export function trustProxyFromEnv(env: Readonly<Record<string, string | undefined>>): TrustProxy {
  const value = env['TRUST_PROXY']?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(validEntry)) return entries;
  }
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the API (1 to 10) or a comma-separated list of their addresses or ranges (10.0.0.0/8, 127.0.0.1, loopback), not "${value}"`,
  );
}

/** The setting as Fastify takes it: a number of proxies as "the first N hops" (proxy-addr's rule). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}
