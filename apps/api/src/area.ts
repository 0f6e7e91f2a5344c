import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Sessions } from './accounts/sessions.ts';
import type { LoginThrottle } from './accounts/throttle.ts';
import type { ReadCache } from './cache/cache.ts';
import type { CatalogueService } from './catalogue/service.ts';
import type { BlogSchedule } from './content/blog-schedule.ts';
import type { ContentThrottles } from './content/throttles.ts';
import type { Database } from './database.ts';
import type { LiveStreams } from './http/event-stream.ts';
import type { SessionResolver } from './http/route.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { MapTiles } from './store/map-tiles.ts';
import type { Widgets } from './store/widgets.ts';

/** What the areas of the API are built from: made once by `buildApp`, each area takes what it uses. */
export interface AppDeps {
  readonly db: Database;
  readonly cache: ReadCache;
  readonly catalogue: CatalogueService;
  readonly sessions: Sessions;
  /** The shopper of the request's live session, or null. */
  readonly resolve: SessionResolver;
  readonly loginThrottle: LoginThrottle;
  readonly mailer: Mailer;
  /** "Now", for every area (tests move it). */
  readonly clock: () => Date;
  /** The shop's public origin (`PUBLIC_URL`), else the request's own: for links in e-mails and pages. */
  readonly shopUrl: (request: Pick<FastifyRequest, 'protocol' | 'host'>) => string;
  /** The live order event streams, told after each change to an order. */
  readonly orderEvents: LiveStreams;
  readonly provider: PaymentProvider;
  /** The embedded database (PGlite): one process owns it. */
  readonly embedded: boolean;
  /** Production hides the development outbox. */
  readonly production: boolean;
  readonly mapTiles: MapTiles;
  readonly widgets: Widgets;
  readonly throttles: ContentThrottles;
  /** Drops the cached blog when a scheduled post's time comes. */
  readonly blogSchedule: BlogSchedule;
  /** The API's version, in its OpenAPI document. */
  readonly apiVersion: string;
}

/** An area of the API: its routes and hooks, from the dependencies it picks. */
export type Area<D extends Partial<AppDeps>> = (app: FastifyInstance, deps: D) => void | Promise<void>;

/**
 * The area as a Fastify plugin: `app.register(areaPlugin(area), deps)` gives it its own
 * encapsulated context, so hooks it adds apply to its own routes only.
 */
export function areaPlugin<D extends Partial<AppDeps>>(area: Area<D>): FastifyPluginAsync<D> {
  return async (app, deps) => {
    await area(app, deps);
  };
}
