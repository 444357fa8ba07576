// The /api routes, composed: each feature's router under its path, with the middleware every
// API request passes (origin check, body limit, NUL refusal, the session). app.ts mounts it;
// its type is the typed client's contract (AppType).
import { type Context, Hono } from "hono";
import { accountRoutes } from "#server/account/routes";
import { sessionMiddleware } from "#server/auth/guards";
import { authRoutes } from "#server/auth/routes";
import { backupRoutes, scheduledBackupRoutes } from "#server/backup/routes";
import { cartRoutes } from "#server/cart/routes";
import { bulkRoutes, featuredRoutes } from "#server/catalogue/curation-routes";
import { demoRoutes } from "#server/catalogue/demo-routes";
import { draftRoutes } from "#server/catalogue/drafts";
import { artworkEditionRoutes, editionRoutes } from "#server/catalogue/edition-routes";
import { artworkImageRoutes } from "#server/catalogue/image-routes";
import { catalogueRoutes } from "#server/catalogue/routes";
import { certificateRoutes } from "#server/certificates/routes";
import { clientErrorRoutes } from "#server/client-errors/routes";
import { previewRoutes } from "#server/collectors/preview-routes";
import {
  adminEnquiryRoutes,
  alertRoutes,
  enquiryRoutes,
  followRoutes,
  unsubscribeRoutes,
} from "#server/collectors/routes";
import { exportRoutes, importRoutes } from "#server/exports/routes";
import { favoritesRoutes } from "#server/favorites/routes";
import { generatorRoutes } from "#server/generator/routes";
import { apiBodyLimit, exceptAt, fromElsewhere } from "#server/http/middleware";
import { sameOriginOnly } from "#server/http/origin";
import { refuseNul } from "#server/http/refuse-nul";
import { imageUploadRoutes } from "#server/images/routes";
import { adminOfferRoutes, offerRoutes } from "#server/offers/routes";
import { orderRoutes, placingInTurns } from "#server/orders/routes";
import { adminPaymentRequestRoutes, paymentRequestRoutes } from "#server/payment-requests/routes";
import { paymentRoutes } from "#server/payments/routes";
import { provenanceRoutes } from "#server/provenance/routes";
import { readinessRoutes } from "#server/readiness/routes";
import { reviewRoutes } from "#server/reviews/routes";
import { adminSeriesRoutes, seriesRoutes } from "#server/series/routes";
import { setupRoutes } from "#server/setup/routes";
import { createPortrait } from "#server/shop/portrait";
import {
  adminPageRoutes,
  adminPortraitRoutes,
  adminSettingsRoutes,
  deliveryRoutes,
  shopPageRoutes,
  shopRoutes,
} from "#server/shop/routes";
import { shopBasics } from "#server/shop/service";
import { statsRoutes } from "#server/stats/routes";
import { incidentRoutes } from "#server/watch/routes";
import type { Services } from "./services";

export function createApi(services: Services) {
  const { db, clock, config, images, logger, followers, alerts, enquiries, throttles } = services;
  const { desk, stripe } = services.selling;
  const { paymentRequests } = services;
  // What a request may see of works not yet public: owners all, followers the coming ones.
  const audienceFor = (c: Context) => services.earlyAccess.audienceFor(c);
  const orders = orderRoutes(desk, audienceFor);
  const offers = offerRoutes({ offers: services.selling.offers, throttles: throttles.offer });
  const offerDesk = adminOfferRoutes(services.selling.offers);
  const demo = demoRoutes({ db, images, adminEmails: config.adminEmails, clock });
  const reviewed = reviewRoutes({ reviews: services.reviews, clock });
  const added = services.announceNewWork;
  const scheduled = (now: Date) => services.earlyAccess.sendDue(now);
  const curation = { db, clock, changed: services.workChanged, scheduled };
  const shop = { db, clock, basics: shopBasics(config) };
  const portrait = adminPortraitRoutes({
    ...shop,
    logger,
    portrait: createPortrait({ db, images, logger, clock }),
  });
  return (
    new Hono()
      .use(exceptAt(fromElsewhere, sameOriginOnly(config.trustedOrigins)))
      .use(apiBodyLimit)
      .use(refuseNul)
      .route("/auth", authRoutes({ ...services, throttles: throttles.auth }))
      .route("/client-errors", clientErrorRoutes(services))
      .route("/setup", setupRoutes(services))
      // Order attempts wait their turn before their session is looked up, and those for a
      // painting known taken are refused without either (decision 049).
      .use("/orders", placingInTurns(desk))
      .use(sessionMiddleware(services.auth))
      .route("/account", accountRoutes({ ...services, throttles: throttles.auth }))
      .route("/favorites", favoritesRoutes(db, clock, audienceFor))
      .route("/cart", cartRoutes(db, clock, audienceFor))
      .route(
        "/artworks",
        catalogueRoutes({
          db,
          clock,
          answers: services.answers,
          added,
          changed: services.workChanged,
          audienceFor,
          scheduled,
        }),
      )
      .route("/admin/featured", featuredRoutes(curation))
      .route("/admin/artworks", bulkRoutes(curation))
      .route("/admin/artworks", draftRoutes({ db, clock, images, logger, added }))
      .route("/artworks", artworkImageRoutes({ db, clock, images, logger }))
      .route("/artworks", artworkEditionRoutes({ db, clock }))
      .route("/editions", editionRoutes({ db, clock }))
      .route("/preview", previewRoutes({ earlyAccess: services.earlyAccess, clock, config }))
      .route("/follow", followRoutes({ followers, clock, throttles: throttles.follow }))
      .route("/alerts", alertRoutes({ alerts, clock, throttles: throttles.alert }))
      .route("/enquiries", enquiryRoutes({ enquiries, clock, throttles: throttles.enquiry }))
      .route("/admin/enquiries", adminEnquiryRoutes({ enquiries, clock }))
      .route("/admin/backup", backupRoutes(services))
      .route("/admin/backups", scheduledBackupRoutes(services.backups))
      .route("/admin/incidents", incidentRoutes(services.incidents))
      .route("/admin/provenance", provenanceRoutes({ db, clock }))
      .route("/admin/demo", demo)
      .route("/admin/stats", statsRoutes({ db, clock, views: services.views }))
      .route("/admin/readiness", readinessRoutes(services.readiness))
      .route("/admin/exports", exportRoutes({ db, clock }))
      .route("/admin/imports", importRoutes({ db, images, clock, added }))
      .route("/unsubscribe", unsubscribeRoutes({ followers, alerts }))
      .route("/shop", shopRoutes(shop))
      .route("/admin/settings", adminSettingsRoutes(shop))
      .route("/admin/settings/portrait", portrait)
      .route("/pages", shopPageRoutes(shop))
      .route("/admin/pages", adminPageRoutes(shop))
      .route("/delivery", deliveryRoutes(shop))
      .route("/series", seriesRoutes({ db, clock }))
      .route("/admin/series", adminSeriesRoutes({ db, clock }))
      // Before the buyer's routes: signed out, it answers 404 like any other stranger.
      .route(
        "/orders",
        certificateRoutes({
          db,
          images,
          site: { gallery: config.galleryName, publicUrl: config.publicUrl },
        }),
      )
      .route("/orders", reviewed.buyer)
      .route("/orders", orders.buyerRoutes)
      .route("/reviews", reviewed.published)
      .route("/admin/reviews", reviewed.owner)
      .route("/admin/orders", orders.adminRoutes)
      .route("/offers", offers.mine)
      .route("/holds", offers.holds)
      .route("/admin/offers", offerDesk.answers)
      .route("/admin/reservations", offerDesk.reservations)
      .route(
        "/payments",
        paymentRoutes({
          ...{ db, stripe, desk, paymentRequests, clock, logger },
          badSignature: services.watch.badSignature,
        }),
      )
      .route("/admin/payment-requests", adminPaymentRequestRoutes(paymentRequests))
      .route("/payment-requests", paymentRequestRoutes(paymentRequests))
      .route("/images", imageUploadRoutes(images, logger))
      .route("/generator", generatorRoutes(services))
  );
}

export type AppType = ReturnType<typeof createApi>;
/** The signed-in user as the session endpoint describes them, for the client. */
export type { SessionUser } from "#server/auth/guards";
