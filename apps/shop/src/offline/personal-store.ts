/// <reference lib="webworker" />
// The signed-in shopper's saved answers, in the worker. Each shopper has a cache of their own
// (`juicyin-personal-<id>`); the worker learns who is signed in from `/api/me`'s answer, keeps only
// that shopper's cache, and serves a saved answer only when the network cannot be reached. A 401
// from `/api/me`, a sign-in, a registration or a sign-out deletes every shopper's cache.
import { PERSONAL_PREFIX, personalCacheName } from './routes.ts';

const META_CACHE = 'juicyin-offline-meta';
const OWNER_KEY = '/__juicyin/personal-owner';
const ME_PATH = '/api/me';

let owner: Promise<string | null> | undefined;

async function readOwner(): Promise<string | null> {
  const saved = await (await caches.open(META_CACHE)).match(OWNER_KEY);
  return saved ? saved.text() : null;
}

const currentOwner = () => (owner ??= readOwner());

async function setOwner(id: string | null): Promise<void> {
  owner = Promise.resolve(id);
  const meta = await caches.open(META_CACHE);
  if (id === null) await meta.delete(OWNER_KEY);
  else await meta.put(OWNER_KEY, new Response(id));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PERSONAL_PREFIX) && (id === null || name !== personalCacheName(id)))
      .map((name) => caches.delete(name)),
  );
}

/** Nobody's answers are kept any more (sign-in, registration, sign-out, an ended session). */
export const forgetPersonal = () => setOwner(null);

async function shopperOf(response: Response): Promise<string | null | undefined> {
  if (response.status === 401) return null;
  if (!response.ok) return undefined;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' ? body.id : undefined;
}

/** Who is signed in, asked of the API when the worker does not know yet. */
async function askOwner(): Promise<string | null | undefined> {
  const known = await currentOwner();
  if (known !== null) return known;
  const who = await shopperOf(await fetch(ME_PATH, { credentials: 'same-origin' }));
  if (who !== undefined) await setOwner(who);
  return who;
}

/** Saves an answer under the shopper it was for, unless who is signed in changed meanwhile. */
async function remember(url: URL, response: Response, before: string | null): Promise<void> {
  if (url.pathname === ME_PATH) {
    const who = await shopperOf(response.clone());
    if (who === undefined) return;
    if (who !== before) await setOwner(who);
    if (who !== null) await (await caches.open(personalCacheName(who))).put(url.href, response);
    return;
  }
  if (response.status === 401) return forgetPersonal();
  if (response.status !== 200) return;
  const who = before ?? (await askOwner());
  if (!who || (await currentOwner()) !== who) return;
  await (await caches.open(personalCacheName(who))).put(url.href, response);
}

/**
 * Network first: the live answer is saved and sent; without a network the signed-in shopper's saved
 * answer is sent (its `date` header says when it was made), or the failure.
 */
export async function personalAnswer(request: Request, url: URL): Promise<Response> {
  const before = await currentOwner();
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const who = await currentOwner();
    const saved = who ? await (await caches.open(personalCacheName(who))).match(url.href) : undefined;
    if (saved) return saved;
    throw error;
  }
  await remember(url, response.clone(), before).catch(() => undefined);
  return response;
}
