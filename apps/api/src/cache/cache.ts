import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../database.ts';
import { CachedBody } from '../http/cached.ts';

export const CACHE_CHANNEL = 'juicyin_cache';

const namespaces = ['catalogue', 'content', 'store'] as const;

export type CacheNamespace = (typeof namespaces)[number];

function isNamespace(name: string | undefined): name is CacheNamespace {
  return namespaces.some((namespace) => namespace === name);
}

interface Space {
  generation: number;
  entries: Map<string, CachedBody>;
  /** Responses by request URL, so a repeated GET skips routing and validation. */
  urls: Map<string, CachedBody>;
  values: Map<string, Promise<unknown>>;
}

/**
 * The in-process cache of read models and serialised responses, per namespace. A write calls
 * `invalidate(namespace)`: this process drops the namespace at once, and a NOTIFY on
 * `juicyin_cache` tells every other process sharing the PostgreSQL database to do the same. The
 * notification names its sender (`content from <id>`), so the sender does not drop the namespace a
 * second time when its own notification comes back, after it may already have cached (or rendered a
 * page from) what it read after the write. A bare namespace (a seed, `psql`) is dropped by all.
 */
export class ReadCache {
  private readonly spaces = new Map<CacheNamespace, Space>();
  /** The generation each cached response was computed in. */
  private readonly generationOf = new WeakMap<CachedBody, number>();
  private unlisten: (() => Promise<void>) | undefined;
  /** Names this cache in the notifications it sends. */
  private readonly id = randomUUID();
  /** Invalidations heard from the database (own and other processes'), for tests and logs. */
  heard = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly maxEntries = 2000,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CACHE_CHANNEL, (payload) => {
      this.heard += 1;
      const [namespace, from] = payload.split(' from ');
      if (isNamespace(namespace) && from !== this.id) this.drop(namespace);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  private space(namespace: CacheNamespace): Space {
    let space = this.spaces.get(namespace);
    if (!space) {
      space = { generation: 0, entries: new Map(), urls: new Map(), values: new Map() };
      this.spaces.set(namespace, space);
    }
    return space;
  }

  /** Drops the namespace in this process only (e.g. when the day it was computed for is over). */
  drop(namespace: CacheNamespace): void {
    const space = this.space(namespace);
    space.generation += 1;
    space.entries.clear();
    space.urls.clear();
    space.values.clear();
  }

  /**
   * Changes whenever a namespace is dropped (here or, through NOTIFY, in another process): what was
   * computed from the read models under another version may be stale (a rendered page).
   */
  version(): string {
    return namespaces.map((namespace) => this.space(namespace).generation).join('.');
  }

  /** A serialised response, computed once per key until the namespace is invalidated. */
  async json(namespace: CacheNamespace, key: string, compute: () => Promise<unknown>): Promise<CachedBody> {
    const space = this.space(namespace);
    const hit = space.entries.get(key);
    if (hit) return hit;
    const generation = space.generation;
    const cached = new CachedBody(JSON.stringify(await compute()));
    this.generationOf.set(cached, generation);
    if (space.generation === generation) {
      if (space.entries.size >= this.maxEntries) {
        const oldest = space.entries.keys().next();
        if (!oldest.done) space.entries.delete(oldest.value);
      }
      space.entries.set(key, cached);
    }
    return cached;
  }

  /**
   * Remembers the response a valid GET URL got, when it is still current (not invalidated since it
   * was computed). Only URLs that passed validation get here.
   */
  rememberUrl(namespace: CacheNamespace, url: string, cached: CachedBody): void {
    const space = this.space(namespace);
    if (this.generationOf.get(cached) !== space.generation) return;
    if (space.urls.size >= this.maxEntries) space.urls.clear();
    space.urls.set(url, cached);
  }

  byUrl(namespace: CacheNamespace, url: string): CachedBody | undefined {
    return this.spaces.get(namespace)?.urls.get(url);
  }

  /** A read model (e.g. the whole catalogue in memory), loaded once until invalidated. */
  value<T>(namespace: CacheNamespace, key: string, load: () => Promise<T>): Promise<T> {
    const space = this.space(namespace);
    const hit = space.values.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const generation = space.generation;
    const loading = load();
    space.values.set(key, loading);
    loading.catch(() => {
      if (space.generation === generation && space.values.get(key) === loading) space.values.delete(key);
    });
    return loading;
  }

  /** After a write: drop the namespace here and tell the other processes. */
  async invalidate(namespace: CacheNamespace): Promise<void> {
    this.drop(namespace);
    await this.database.notify(CACHE_CHANNEL, `${namespace} from ${this.id}`);
  }
}
