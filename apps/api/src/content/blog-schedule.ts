import { and, gt, isNotNull, lte, min, type SQL } from 'drizzle-orm';
import type { CacheNamespace } from '../cache/cache.ts';
import type { Database } from '../database.ts';
import { blogPosts } from '../db/schema.ts';

/** The posts shoppers see at `now`: published at or before it (a draft has no publish time; a scheduled one's is later). */
export function publishedBy(now: Date): SQL {
  return and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)) as SQL;
}

/** The part of the read cache this schedule keeps in step, as `ReadCache` exposes it. */
interface ContentCache {
  version(): string;
  drop(namespace: CacheNamespace): void;
}

/**
 * The next moment a scheduled post goes live, so the shop's cached blog (its list, the home and
 * footer teasers, a post's page, the rendered pages) is not served past it: once the app's clock
 * reaches that moment the content cache is dropped in this process, and read again with the post
 * in it. Every API process keeps its own schedule and drops its own cache at that moment, so no
 * notification is needed; a staff write invalidates the content cache (here and, by NOTIFY, in the
 * other processes), which changes the cache's version, so the next moment is read again.
 */
export class BlogSchedule {
  /** The next publish time after the moment it was read, and the cache version it was read under. */
  private known: { readonly version: string; readonly next: Date | null } | undefined;

  constructor(
    private readonly db: Database,
    private readonly cache: ContentCache,
    private readonly clock: () => Date,
  ) {}

  /** Drops the content cache when the known next publish time has come (synchronous: page renders ask it). */
  due(): void {
    const next = this.known?.next;
    if (next && this.clock().getTime() >= next.getTime()) {
      this.known = undefined;
      this.cache.drop('content');
    }
  }

  /** Before a blog answer is read from the cache: the next publish time known, and the cache dropped if it has come. */
  async check(): Promise<void> {
    this.due();
    const version = this.cache.version();
    if (this.known?.version === version) return;
    const now = this.clock();
    const [row] = await this.db
      .select({ next: min(blogPosts.publishedAt) })
      .from(blogPosts)
      .where(gt(blogPosts.publishedAt, now));
    // Read under `version`: a write committed meanwhile changes the version, so this is read again.
    this.known = { version, next: row?.next ?? null };
    this.due();
  }
}
