import type { ReadCache } from '../cache/cache.ts';
import type { DatabaseHandle } from '../database.ts';
import { loadCatalogue } from './load.ts';
import { riyadhDay, riyadhIsoWeek } from './periods.ts';
import type { CatalogueSnapshot } from './read-model.ts';

/** The catalogue read model, per Riyadh day, from the in-process cache. */
export class CatalogueService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly cache: ReadCache,
    /** "Now": the app's clock. */
    private readonly clock: () => Date,
  ) {}

  private day: string | undefined;

  snapshot(): Promise<CatalogueSnapshot> {
    const now = this.clock();
    const day = riyadhDay(now);
    if (this.day !== day) {
      // A new day: specials and sales windows move; yesterday's read model and responses go.
      if (this.day !== undefined) this.cache.drop('catalogue');
      this.day = day;
    }
    return this.cache.value('catalogue', `snapshot:${day}`, () => loadCatalogue(this.database, now));
  }

  /** Key prefix for cached responses: the day and week they were computed for. */
  period(): { day: string; week: string } {
    const now = this.clock();
    return { day: riyadhDay(now), week: riyadhIsoWeek(now) };
  }

  /** After a write to products, variants, specials or sales: every process reloads. */
  invalidate(): Promise<void> {
    return this.cache.invalidate('catalogue');
  }
}
