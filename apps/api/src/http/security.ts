import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The header the contract client sends with every request; a cross-site form or image cannot set it. */
export const CLIENT_HEADER = 'x-juicyin-client';

/**
 * Content-Security-Policy for the shop and the API: everything from this origin only, images also
 * from data: URLs (inline SVG placeholders) and from `imageSources` (the map's tile server), styles
 * may be inline (style attributes set by components), no plugins, no framing, forms post only here.
 * Scripts (and their requests) also from `scriptSources`: the third-party widgets the store configured.
 */
export const contentSecurityPolicyFor = (imageSources: readonly string[] = [], scriptSources: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageSources].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...scriptSources].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

function sameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Why a state-changing request is refused as cross-site, or null when it may proceed. */
export function csrfRejection(request: FastifyRequest): string | null {
  if (safeMethods.has(request.method)) return null;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return 'Cross-site requests may not change anything';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null' && !sameOrigin(request, origin)) {
    return 'Requests from another origin may not change anything';
  }
  if (origin === 'null') return 'Requests from an opaque origin may not change anything';
  if (request.headers[CLIENT_HEADER] !== '1') return `State-changing requests need the header ${CLIENT_HEADER}: 1`;
  return null;
}

/**
 * The security headers of every answer, and the refusal of cross-site writes. `imageSources` says,
 * per answer, where images may come from besides this origin: the map's tile server is a store
 * setting staff may change while the server runs.
 */
export function installSecurity(
  app: FastifyInstance,
  options: { imageSources?: () => Promise<readonly string[]>; scriptSources?: readonly string[] } = {},
): void {
  const policies = new Map<string, string>();
  const policyFor = (imageSources: readonly string[]): string => {
    const key = imageSources.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = contentSecurityPolicyFor(imageSources, options.scriptSources);
      policies.set(key, policy);
    }
    return policy;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const reason = request.url.startsWith('/api/') ? csrfRejection(request) : null;
    done(reason === null ? undefined : new HttpError(403, 'cross_site_request', reason));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policyFor((await options.imageSources?.()) ?? []));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
