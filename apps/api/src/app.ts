import fastifyCookie from '@fastify/cookie';
import { type Health, getHealth } from '@juicyin/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { accountRoutes } from './accounts/routes.ts';
import { Sessions } from './accounts/sessions.ts';
import { LoginThrottle } from './accounts/throttle.ts';
import { addressRoutes } from './addresses/routes.ts';
import { type AppDeps, type Area, areaPlugin } from './area.ts';
import { bagRoutes } from './bag/routes.ts';
import { ReadCache } from './cache/cache.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { CatalogueService } from './catalogue/service.ts';
import { seoRoutes } from './seo/routes.ts';
import { noRoute, serveShop, type ShopRenderer } from './shop/serve-shop.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { BlogSchedule } from './content/blog-schedule.ts';
import { contentRoutes } from './content/routes.ts';
import { type ContentThrottles, contentThrottles } from './content/throttles.ts';
import { couponRoutes } from './coupons/routes.ts';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './db/migrate.ts';
import { docsRoutes } from './docs/routes.ts';
import { LiveStreams } from './http/event-stream.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { clientErrorHandler, installRefusals, sendRefusal } from './http/refusals.ts';
import { installSecurity } from './http/security.ts';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { storeSettingsFrom } from './store/settings.ts';
import { defaultMapTiles, type MapTiles, tileImageSource } from './store/map-tiles.ts';
import { noWidgets, type Widgets, widgetScriptSources } from './store/widgets.ts';
import { PointsJob, runPointsExpiry } from './jobs/points-expiry.ts';
import { createMailer } from './mail/mailer.ts';
import { ORDER_EVENTS_CHANNEL } from './orders/events.ts';
import { orderRoutes } from './orders/routes.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { SandboxProvider } from './payments/sandbox.ts';
import { DEFAULT_SHOP_URL } from './points/notify.ts';
import { pointsRoutes } from './points/routes.ts';
import { refillRoutes } from './refills/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { seed } from './seed/seed.ts';
import { staffRoutes } from './staff/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { wishlistRoutes } from './wishlist/routes.ts';

export const API_VERSION = '0.1.0';
/** Request bodies above this size answer 413. */
export const BODY_LIMIT = 64 * 1024;
/** Path parameters longer than this answer 414. */
export const MAX_PARAM_LENGTH = 200;

export interface AppOptions {
  readonly database: DatabaseHandle;
  /** The built shop (`apps/shop/dist`); when absent only the API is served. */
  readonly shopDir?: string | undefined;
  /** The shop's server renderer: its public pages are rendered on the server (else all in the browser). */
  readonly shopRenderer?: ShopRenderer | undefined;
  readonly logger?: boolean;
  /** Log (as JSON lines) to this stream instead of stdout; implies logging (tests read it). */
  readonly logStream?: { write(line: string): void } | undefined;
  /** Log each request (default true when logging). */
  readonly requestLogging?: boolean;
  /** Send e-mail over SMTP (`smtp://user:pass@host:587`); otherwise the outbox keeps it. */
  readonly smtpUrl?: string | undefined;
  /** Production hides the development outbox. */
  readonly production?: boolean;
  /** The shop's public origin, for links in e-mails; by default each request's own. */
  readonly publicUrl?: string | undefined;
  /** "Now" for the whole app: the catalogue's today, sessions, tokens, throttles, orders (tests move it). */
  readonly clock?: () => Date;
  /** The card payment provider; the built-in sandbox by default. */
  readonly paymentProvider?: PaymentProvider;
  /** Run the points job (expiry and expiry reminders) at start and hourly; main.ts turns it on. */
  readonly pointsJob?: boolean;
  /** The address map's tile server (a store setting); OpenStreetMap's by default. */
  readonly mapTiles?: MapTiles;
  /** Third-party widget scripts (reviews, web push) the shop loads; none by default. */
  readonly widgets?: Widgets;
  /** The limits on comments, shares, enquiries and price-match reports; `contentThrottles` by default. */
  readonly throttles?: ContentThrottles;
  /** The proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`); none by default. */
  readonly trustProxy?: TrustProxy;
}

/** Migrations, then the first-start seed: what every start does before serving. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await migrate(database);
  await seed(database);
}

export type App = FastifyInstance & {
  readonly readCache: ReadCache;
  readonly catalogue: CatalogueService;
  /** The points job of this process (started only with `pointsJob: true`). */
  readonly pointsJob: PointsJob;
  /** The live order event streams of this process (server-sent events). */
  readonly orderEvents: LiveStreams;
};

export async function buildApp(options: AppOptions): Promise<App> {
  const limits = { bodyLimit: BODY_LIMIT, maxParamLength: MAX_PARAM_LENGTH };
  const app = Fastify({
    logger: options.logStream ? { stream: options.logStream } : (options.logger ?? false),
    logController: new LogController({ disableRequestLogging: options.requestLogging === false }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Refusals made before a route runs (bad URL, overlong path parameter, malformed HTTP) in our shape.
    frameworkErrors: (error, request, reply) => {
      void sendRefusal(request, reply, error, limits);
    },
    clientErrorHandler,
  });
  const { database } = options;
  const db = database.db;
  const cache = new ReadCache(database);
  await cache.start();
  app.addHook('onClose', () => cache.stop());
  // The one clock of the app: "now" for every area.
  const clock = options.clock ?? (() => new Date());
  const catalogue = new CatalogueService(database, cache, clock);
  const blogSchedule = new BlogSchedule(db, cache, clock);
  const sessions = new Sessions(db, clock);
  const resolve = (request: Parameters<Sessions['resolve']>[0]) => sessions.resolve(request);
  const orderEvents = new LiveStreams(database, ORDER_EVENTS_CHANNEL);
  // Open streams end before the server closes (closing waits for open connections), then stop listening.
  app.addHook('preClose', async () => {
    await orderEvents.close();
  });

  await app.register(fastifyCookie);
  const mapTiles = options.mapTiles ?? defaultMapTiles;
  const widgets = options.widgets ?? noWidgets;
  installSecurity(app, {
    // The tiles staff chose, else the server's own; the server's own too while the settings cannot be read.
    imageSources: async () => {
      const chosen = await storeSettingsFrom(cache, db).then(
        (rules) => rules.mapTiles,
        () => null,
      );
      const source = tileImageSource(chosen ?? mapTiles);
      return source === null ? [] : [source];
    },
    scriptSources: widgetScriptSources(widgets),
  });

  installRefusals(app, limits);
  installJsonBodyParser(app);

  app.get(getHealth.path, async (_request, reply) => {
    const reachable = await database.ping();
    const body: Health = { status: reachable ? 'ok' : 'unavailable', database: { reachable, driver: database.driver } };
    return reply.code(reachable ? 200 : 503).send(getHealth.response.parse(body));
  });

  const mailer = createMailer(db, { smtpUrl: options.smtpUrl, clock });
  const deps: AppDeps = {
    db,
    cache,
    catalogue,
    sessions,
    resolve,
    loginThrottle: new LoginThrottle(db, clock),
    mailer,
    clock,
    shopUrl: (request) => options.publicUrl ?? `${request.protocol}://${request.host}`,
    orderEvents,
    provider: options.paymentProvider ?? new SandboxProvider(),
    embedded: database.driver === 'pglite',
    production: options.production ?? false,
    mapTiles,
    widgets,
    throttles: options.throttles ?? contentThrottles,
    blogSchedule,
    apiVersion: API_VERSION,
  };
  // Every area is a plugin of one shape, in its own encapsulated context (its hooks are its own).
  const areas: readonly Area<AppDeps>[] = [
    catalogueRoutes,
    accountRoutes,
    addressRoutes,
    bagRoutes,
    wishlistRoutes,
    contentRoutes,
    docsRoutes,
    reviewRoutes,
    refillRoutes,
    pointsRoutes,
    walletRoutes,
    staffRoutes,
    checkoutRoutes,
    orderRoutes,
    couponRoutes,
    seoRoutes,
  ];
  for (const area of areas) await app.register(areaPlugin(area), deps);

  const pointsJob = new PointsJob(
    () => runPointsExpiry(db, { now: clock(), mailer, shopUrl: options.publicUrl ?? DEFAULT_SHOP_URL }),
    (error) => app.log.error({ err: error }, 'points job failed'),
    (result) => app.log.info({ pointsJob: result }, 'points job ran'),
  );
  if (options.pointsJob) {
    app.addHook('onReady', (done) => {
      pointsJob.start();
      done();
    });
  }
  app.addHook('onClose', () => pointsJob.stop());

  if (options.shopDir !== undefined) {
    await serveShop(app, {
      shopDir: options.shopDir,
      renderer: options.shopRenderer,
      shopUrl: deps.shopUrl,
      // A rendered page shows the catalogue of its day, the content and the store's settings.
      // A scheduled post's time come drops the content first, so a page rendered before it is not kept.
      pageVersion: () => {
        blogSchedule.due();
        return `${cache.version()} ${catalogue.period().day}`;
      },
    });
  } else {
    app.setNotFoundHandler(noRoute);
  }

  app.decorate('readCache', cache);
  app.decorate('catalogue', catalogue);
  app.decorate('pointsJob', pointsJob);
  app.decorate('orderEvents', orderEvents);
  return app as unknown as App;
}
