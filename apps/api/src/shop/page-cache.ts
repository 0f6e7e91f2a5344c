import type { CachedBody } from '../http/cached.ts';

/** A page rendered on the server, encoded once (compressed copies and entity tags kept with it). */
export interface RenderedPage {
  readonly status: number;
  readonly body: CachedBody;
}

interface Entry {
  readonly version: string;
  readonly page: Promise<RenderedPage | null>;
}

/**
 * Rendered public pages, one per key (address, origin and the page's variant: language, currency),
 * until what they were rendered from changes: `version()` is the read cache's version (a write to
 * the catalogue, content or store settings, here or in another process) and the catalogue's day.
 * Requests for a page being rendered wait for that render. Only pages rendered whole (200) are kept:
 * a 404 or a failed render is rendered again next time, and an address no page has cannot fill the
 * cache. The least recently used page goes first when `capacity` is reached.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly version: () => string,
    private readonly capacity = 500,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  page(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit?.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.page;
    }
    const entry: Entry = { version, page: render() };
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.page.then((page) => {
      if (page?.status !== 200) forget();
    }, forget);
    return entry.page;
  }
}
