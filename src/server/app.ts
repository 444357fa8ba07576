import { Hono } from "hono";
import { verifyRoutes } from "#server/certificates/verify-page";
import { pingDatabase } from "#server/db/client";
import { compressAnswers } from "#server/http/compress";
import { healthRoutes } from "#server/http/health";
import { answerError } from "#server/http/middleware";
import { clientAddress } from "#server/http/rate-limit";
import { refuseControlCharacters } from "#server/http/refuse-nul";
import { requestLogger } from "#server/http/request-log";
import { securityHeaders, securityHeaderValues } from "#server/http/security-headers";
import { imageFileRoutes } from "#server/images/routes";
import { APP_AFTER_PAINT_HASH } from "#server/pages/app-after-paint";
import { EARLY_ACTIVATIONS_HASH } from "#server/pages/early-activations";
import { pageRoutes } from "#server/pages/routes";
import { seoRoutes } from "#server/pages/seo";
import type { SiteBuild } from "#server/pages/site-build";
import { requestEnd } from "#server/request-end";
import { setupOpen } from "#server/setup/service";
import { shareCardRoutes } from "#server/share-cards/routes";
import { shopBasics } from "#server/shop/service";
import { metricsRoutes } from "#server/watch/metrics";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import { createApi } from "./api";
import type { Services } from "./services";

export type { AppType, SessionUser } from "./api";

/** What the HTTP app adds to the services: the pages it serves and what /readyz reports. */
export type AppOptions = {
  /** The built site (dist/client and its render entry); omitted in API-only tests and under
   * `npm run dev`, where Vite serves the pages. */
  site?: SiteBuild;
  /** Whether the database answers, for /readyz; by default `select 1`. */
  ping?: () => Promise<unknown>;
  /** True once the process is stopping (SIGTERM): /readyz turns 503. */
  stopping?: () => boolean;
};

/** The headers every answer carries, the fast lane's too: the pages' one inline script allowed. */
export const answerHeaders = (config: Services["config"]) =>
  securityHeaderValues(config, [EARLY_ACTIVATIONS_HASH, APP_AFTER_PAINT_HASH]);

/** The HTTP app over one process's services (services.ts): routes and middleware only. */
export function createApp(services: Services, options: AppOptions = {}) {
  const { db, config, logger } = services;
  const app = new Hono();
  // The client's address (TRUST_PROXY), then each request's end: its log line and the view
  // it was (the fast lane ends its requests the same way).
  app.use(clientAddress(config.trustProxy));
  app.use(requestLogger({ trustProxy: config.trustProxy, ended: requestEnd(services) }));
  app.route(
    "/",
    healthRoutes({
      ping: options.ping ?? (() => pingDatabase(db)),
      stopping: options.stopping,
      logger,
    }),
  );
  app.route("/", metricsRoutes({ metrics: services.metrics, token: config.metricsToken }));
  app.use(securityHeaders(answerHeaders(config)));
  // Before any route reads the URL, a cookie or a header: pages as well as the API.
  app.use(refuseControlCharacters);
  app.use(compressAnswers());

  // Decision 013: a request that wrote mail wakes the delivery once it is done, its
  // transactions committed, so the mail goes out at once.
  app.use("/api/*", (_, next) => services.outbox.afterwards(next));
  app.route("/api", createApi(services));
  app.all("/api/*", (c) => c.json({ error: messages.api.notFound }, 404));

  app.route("/", seoRoutes({ db, publicUrl: config.publicUrl, clock: services.clock }));
  app.route("/", verifyRoutes({ db, gallery: config.galleryName }));
  // Link previews' cards (decision 026), drawn on their first request; then every other image.
  app.route("/images", shareCardRoutes({ ...services, cards: services.shareCards }));
  app.route("/images", imageFileRoutes(services.images, logger, services.paint));

  if (options.site) {
    app.route(
      "/",
      pageRoutes({
        ...options.site,
        db,
        clock: services.clock,
        galleryName: services.galleryName.current,
        publicUrl: config.publicUrl,
        basics: shopBasics(config),
        answers: services.answers,
        // The first run's page opens only to its link's token, while the shop has no owner.
        gates: {
          [routes.setup.path]: async (url) => {
            const token = url.searchParams.get("token") ?? "";
            const opens = await setupOpen(db, config.adminEmails, token);
            return { opens, data: { setupLink: { token, opens } } };
          },
        },
      }),
    );
  }

  app.onError(answerError(logger));
  return app;
}
