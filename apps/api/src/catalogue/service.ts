import type { ReadCache } from '../cache/cache.ts';
import type { DatabaseHandle } from '../database.ts';
import { loadCatalogue } from './load.ts';
import { addCalendarDays, riyadhDay, riyadhDayStart, riyadhIsoWeek } from './periods.ts';
import type { CatalogueSnapshot } from './read-model.ts';

/** The Riyadh day and ISO week of the catalogue's specials and sales. */
export interface CataloguePeriod {
  readonly day: string;
  readonly week: string;
}

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

  /** The last period worked out, and the instants (ms) it runs from and until: Riyadh's midnights. */
  private current: { readonly period: CataloguePeriod; readonly from: number; readonly until: number } | undefined;

  /**
   * Key prefix for cached responses: the day and week they were computed for. Every catalogue
   * request asks (the cache's hot path), so it is worked out once a day, not per request.
   */
  period(): CataloguePeriod {
    const now = this.clock();
    const at = now.getTime();
    if (this.current && at >= this.current.from && at < this.current.until) return this.current.period;
    const day = riyadhDay(now);
    const from = riyadhDayStart(day).getTime();
    const until = riyadhDayStart(addCalendarDays(day, 1)).getTime();
    this.current = { period: { day, week: riyadhIsoWeek(now) }, from, until };
    return this.current.period;
  }

  /** After a write to products, variants, specials or sales: every process reloads. */
  invalidate(): Promise<void> {
    return this.cache.invalidate('catalogue');
  }
}
