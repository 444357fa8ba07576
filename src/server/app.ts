import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { accountRoutes } from "#server/account/routes";
import type { Auth } from "#server/auth/auth";
import { sessionMiddleware } from "#server/auth/guards";
import { authRoutes, createAuthThrottles } from "#server/auth/routes";
import { backupRoutes } from "#server/backup/routes";
import { cartRoutes } from "#server/cart/routes";
import { type CatalogueCache, createCatalogueCache } from "#server/catalogue/cache";
import { catalogueRoutes } from "#server/catalogue/routes";
import { paintDemoImageNamed } from "#server/catalogue/seed";
import { certificateRoutes } from "#server/certificates/routes";
import { verifyRoutes } from "#server/certificates/verify-page";
import { clientErrorRoutes } from "#server/client-errors/routes";
import { createAlerts } from "#server/collectors/alerts";
import { createAvailableAgain } from "#server/collectors/available-again";
import { createEnquiries } from "#server/collectors/enquiries";
import { createFollowers, type Followers } from "#server/collectors/follow";
import { siteOf } from "#server/collectors/mails";
import {
  adminEnquiryRoutes,
  alertRoutes,
  createCollectorThrottles,
  enquiryRoutes,
  followRoutes,
  unsubscribeRoutes,
} from "#server/collectors/routes";
import { type Db, pingDatabase, type Queryable } from "#server/db/client";
import { exportRoutes, importRoutes } from "#server/exports/routes";
import { favoritesRoutes } from "#server/favorites/routes";
import { generatorRoutes } from "#server/generator/routes";
import { fastLane } from "#server/http/fast-lane";
import { healthRoutes } from "#server/http/health";
import { type Logger, log, loggedPath, requestLogger } from "#server/http/logger";
import { sameOriginOnly } from "#server/http/origin";
import { clientAddress } from "#server/http/rate-limit";
import { refuseNul } from "#server/http/refuse-nul";
import { securityHeaders, securityHeaderValues } from "#server/http/security-headers";
import type { ImageStore } from "#server/images/image-store";
import { imageFileRoutes, imageUploadRoutes } from "#server/images/routes";
import { createImageStore } from "#server/images/store";
import type { MailOutbox } from "#server/mail/outbox";
import { createOrderDesk } from "#server/orders/desk";
import { orderRoutes } from "#server/orders/routes";
import { pageRoutes } from "#server/pages/routes";
import { seoRoutes } from "#server/pages/seo";
import type { SiteBuild } from "#server/pages/site-build";
import { createCardCheckout } from "#server/payments/checkout";
import { paymentRoutes } from "#server/payments/routes";
import { createStripeClient } from "#server/payments/stripe";
import { provenanceRoutes } from "#server/provenance/routes";
import { shareCardRoutes } from "#server/share-cards/routes";
import { createShareCards } from "#server/share-cards/service";
import { statsRoutes } from "#server/stats/routes";
import { createViewCounter, type ViewCounter, viewedArtwork } from "#server/stats/views";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { Config } from "./config";

export type AppDeps = {
  db: Db;
  config: Config;
  auth: Auth;
  /** Where every e-mail is written, to be sent by the process's delivery (decision 013). */
  outbox: MailOutbox;
  /** The time now; tests move it to see holds end. */
  clock?: () => Date;
  /** The built site (dist/client and its render entry); omitted in API-only tests and under
   * `npm run dev`, where Vite serves the pages. */
  site?: SiteBuild;
  /** Where images are kept; by default the store IMAGE_STORE names. */
  images?: ImageStore;
  logger?: Logger;
  /** Whether the database answers, for /readyz; by default `select 1`. */
  ping?: () => Promise<unknown>;
  /** True once the process is stopping (SIGTERM): /readyz turns 503. */
  stopping?: () => boolean;
  /** The process's orders and card payments, when it made them already (serve.ts). */
  selling?: Selling;
  /** Who follows the artist, when the caller shares it (with the server's sweep). */
  followers?: Followers;
  /** The catalogue's answer cache, when the caller shares it (with the fast lane). */
  catalogueCache?: CatalogueCache;
  /** Where views of artworks are counted, when the caller shares it (with the fast lane). */
  views?: ViewCounter;
};

/**
 * The orders desk and card payments, made once per process: the app's routes, the payments'
 * webhook, the server's sweep of ended holds and its refund worker (serve.ts) share them
 * (decision 029).
 */
export function createSelling(
  deps: Pick<AppDeps, "db" | "config" | "outbox"> & { logger: Logger; clock: () => Date },
) {
  const stripe = deps.config.stripe
    ? {
        client: createStripeClient(deps.config.stripe),
        webhookSecret: deps.config.stripe.webhookSecret,
      }
    : undefined;
  const checkout =
    stripe &&
    createCardCheckout({ ...deps, client: stripe.client, publicUrl: deps.config.publicUrl });
  // Others who liked a painting an order let go are told it is available again.
  const released = createAvailableAgain({ outbox: deps.outbox, site: siteOf(deps.config) });
  return { stripe, desk: createOrderDesk({ ...deps, checkout, released }) };
}
export type Selling = ReturnType<typeof createSelling>;

const STRIPE_WEBHOOK = "/api/payments/stripe/webhook";

/** `middleware` for every request but those to `path` (exactly). */
const exceptAt =
  (skip: string | ((path: string) => boolean), middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    (typeof skip === "string" ? c.req.path === skip : skip(c.req.path))
      ? next()
      : middleware(c, next);

/**
 * Requests that come from elsewhere by design, whose own check is their secret: Stripe's
 * webhook (its signature) and a mail program's one-click unsubscribe (the link's token).
 */
const fromElsewhere = (path: string) =>
  path === STRIPE_WEBHOOK || path.startsWith("/api/unsubscribe/");

/**
 * `middleware` for requests that may carry a body: asking a GET or HEAD whether it has one
 * would make the whole Request (an AbortController and all) for every page and catalogue read.
 */
const withBodyOnly =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : middleware(c, next);

/** Larger bodies are refused before they are read (uploads, /api/images, set their own). */
const API_BODY_LIMIT = 1024 * 1024;

/** The process's followers, for the app's routes and the server's sweep alike. */
export function createFollowersFor(deps: Pick<AppDeps, "db" | "config" | "outbox">) {
  const alerts = createAlertsFor(deps);
  return createFollowers({
    db: deps.db,
    outbox: deps.outbox,
    site: siteOf(deps.config),
    digestMinutes: deps.config.followDigestMinutes,
    // New works announced to followers are matched against similar-work alerts, in one go.
    announced: alerts.announced,
  });
}

const createAlertsFor = (deps: Pick<AppDeps, "db" | "config" | "outbox">) =>
  createAlerts({ db: deps.db, outbox: deps.outbox, site: siteOf(deps.config) });

function createApi(
  deps: AppDeps & {
    images: ImageStore;
    logger: Logger;
    catalogueCache: CatalogueCache;
    followers: Followers;
    views: ViewCounter;
  },
  orders: ReturnType<typeof orderRoutes>,
  payments: ReturnType<typeof paymentRoutes>,
) {
  const clock = deps.clock ?? (() => new Date());
  const site = siteOf(deps.config);
  const alerts = createAlertsFor(deps);
  // A work the owner adds (by hand or by import) is told to followers, in its transaction.
  const announceNewWork = (tx: Queryable, artwork: Artwork) =>
    deps.followers.added(tx, artwork.id, clock());

  const enquiries = createEnquiries({
    db: deps.db,
    outbox: deps.outbox,
    site,
    adminEmails: deps.config.adminEmails,
  });
  return (
    new Hono()
      .use(exceptAt(fromElsewhere, sameOriginOnly(deps.config.trustedOrigins)))
      .use(
        exceptAt(
          "/api/images",
          withBodyOnly(
            bodyLimit({
              maxSize: API_BODY_LIMIT,
              onError: (c) => c.json({ error: messages.api.tooLarge }, 413),
            }),
          ),
        ),
      )
      .use(refuseNul)
      .route("/auth", authRoutes({ ...deps, throttles: createAuthThrottles(deps.db) }))
      .route("/client-errors", clientErrorRoutes(deps))
      .use(sessionMiddleware(deps.auth))
      .route("/account", accountRoutes(deps.db))
      .route("/favorites", favoritesRoutes(deps.db, clock))
      .route("/cart", cartRoutes(deps.db, clock))
      .route(
        "/artworks",
        catalogueRoutes({
          db: deps.db,
          clock,
          cache: deps.catalogueCache,
          added: announceNewWork,
        }),
      )
      .route(
        "/follow",
        followRoutes({
          followers: deps.followers,
          clock,
          throttles: createCollectorThrottles(deps.db, "follow", { byClient: 20, byAddress: 5 }),
        }),
      )
      .route(
        "/alerts",
        alertRoutes({
          alerts,
          clock,
          throttles: createCollectorThrottles(deps.db, "alert", { byClient: 20, byAddress: 5 }),
        }),
      )
      .route(
        "/enquiries",
        enquiryRoutes({
          enquiries,
          clock,
          throttles: createCollectorThrottles(deps.db, "enquiry", { byClient: 10, byAddress: 5 }),
        }),
      )
      .route("/admin/enquiries", adminEnquiryRoutes({ enquiries, clock }))
      .route("/admin/backup", backupRoutes({ ...deps, clock }))
      .route("/admin/provenance", provenanceRoutes({ db: deps.db, clock }))
      .route("/admin/stats", statsRoutes({ db: deps.db, clock, views: deps.views }))
      .route("/admin/exports", exportRoutes({ db: deps.db, clock }))
      .route(
        "/admin/imports",
        importRoutes({
          db: deps.db,
          images: deps.images,
          clock,
          added: announceNewWork,
        }),
      )
      .route("/unsubscribe", unsubscribeRoutes({ followers: deps.followers, alerts }))
      // Before the buyer's routes: signed out, it answers 404 like any other stranger.
      .route(
        "/orders",
        certificateRoutes({
          db: deps.db,
          images: deps.images,
          site: { gallery: deps.config.galleryName, publicUrl: deps.config.publicUrl },
        }),
      )
      .route("/orders", orders.buyerRoutes)
      .route("/admin/orders", orders.adminRoutes)
      .route("/payments", payments)
      .route("/images", imageUploadRoutes(deps.images, deps.logger))
      .route("/generator", generatorRoutes({ ...deps, clock }))
  );
}

export type AppType = ReturnType<typeof createApi>;
/** The signed-in user as the session endpoint describes them, for the client. */
export type { SessionUser } from "#server/auth/guards";

export function createApp(appDeps: AppDeps) {
  const clock = appDeps.clock ?? (() => new Date());
  const deps = {
    ...appDeps,
    images: appDeps.images ?? createImageStore(appDeps.config),
    logger: appDeps.logger ?? log,
    // Decision 010: one per app, for the catalogue API and the pages rendered from it.
    catalogueCache: appDeps.catalogueCache ?? createCatalogueCache(appDeps.db, clock),
    followers: appDeps.followers ?? createFollowersFor(appDeps),
    views:
      appDeps.views ?? createViewCounter({ db: appDeps.db, clock, logger: appDeps.logger ?? log }),
  };
  const app = new Hono();
  // The client's address (TRUST_PROXY) and one log line per request, first.
  app.use(clientAddress(deps.config.trustProxy));
  app.use(requestLogger({ logger: deps.logger, trustProxy: deps.config.trustProxy }));
  app.route(
    "/",
    healthRoutes({
      ping: deps.ping ?? (() => pingDatabase(deps.db)),
      stopping: deps.stopping,
      logger: deps.logger,
    }),
  );
  app.use(securityHeaders(deps.config));
  // A detail seen, counted once it is answered (the fast lane counts those it answers).
  app.use(async (c, next) => {
    await next();
    const viewed = viewedArtwork({
      method: c.req.method,
      target: c.req.path === "/" ? `/?${new URL(c.req.url).searchParams}` : c.req.path,
      status: c.res.status,
      userAgent: c.req.header("user-agent"),
    });
    if (viewed) deps.views.seen(viewed);
  });
  app.use(compress());

  const { desk, stripe } = appDeps.selling ?? createSelling({ ...deps, clock });
  const orders = orderRoutes(desk);
  const payments = paymentRoutes({ db: deps.db, stripe, desk, clock, logger: deps.logger });
  // Decision 013: a request that wrote mail wakes the delivery once it is done, its
  // transactions committed, so the mail goes out at once.
  app.use("/api/*", (_, next) => deps.outbox.afterwards(next));
  app.route("/api", createApi(deps, orders, payments));
  app.all("/api/*", (c) => c.json({ error: messages.api.notFound }, 404));

  app.route("/", seoRoutes({ db: deps.db, publicUrl: deps.config.publicUrl }));
  app.route("/", verifyRoutes({ db: deps.db, gallery: deps.config.galleryName }));

  // A demo painting asked for before the server has painted it is painted at once.
  const paint = (name: string) => paintDemoImageNamed(deps.images, name);
  // Link previews' cards (decision 026), drawn on their first request; then every other image.
  const cards = createShareCards({ ...deps, galleryName: deps.config.galleryName, clock, paint });
  app.route("/images", shareCardRoutes({ ...deps, cards }));
  app.route("/images", imageFileRoutes(deps.images, deps.logger, paint));

  if (deps.site) {
    app.route(
      "/",
      pageRoutes({
        ...deps.site,
        db: deps.db,
        galleryName: deps.config.galleryName,
        publicUrl: deps.config.publicUrl,
        cache: deps.catalogueCache,
      }),
    );
  }

  app.onError((err, c) => {
    // Hono's own 4xx (malformed JSON, …) keep their status and reason.
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: err.message }, err.status);
    }
    deps.logger.error(
      {
        err,
        requestId: c.get("requestId"),
        method: c.req.method,
        path: loggedPath(c.req.path),
      },
      "request failed",
    );
    return c.json({ error: messages.api.internal }, 500);
  });
  return app;
}

/**
 * The app as Node serves it: the fast lane first (cached catalogue answers and pages sent
 * without a query or the framework, decision 022), then the app for everything else. Both
 * share one catalogue cache, so the lane only ever sends what the app itself answered.
 */
export function createNodeApp(appDeps: AppDeps): {
  app: Hono;
  listener: RequestListener;
  catalogueCache: CatalogueCache;
  views: ViewCounter;
} {
  const clock = appDeps.clock ?? (() => new Date());
  const catalogueCache = appDeps.catalogueCache ?? createCatalogueCache(appDeps.db, clock);
  const views =
    appDeps.views ?? createViewCounter({ db: appDeps.db, clock, logger: appDeps.logger ?? log });
  const app = createApp({ ...appDeps, catalogueCache, views });
  const viaApp = getRequestListener(app.fetch, { hostname: appDeps.config.host });
  const viaLane = fastLane({
    answers: catalogueCache,
    headers: securityHeaderValues(appDeps.config),
    logger: appDeps.logger ?? log,
    trustProxy: appDeps.config.trustProxy,
    answered: (request) => {
      const viewed = viewedArtwork(request);
      if (viewed) views.seen(viewed);
    },
  });
  return {
    app,
    catalogueCache,
    views,
    listener: (req, res) => {
      if (!viaLane(req, res)) void viaApp(req, res);
    },
  };
}
