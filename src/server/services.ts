import { createAccountData } from "#server/account/data";
import { createAccountErasure } from "#server/account/erasure";
import { createProfilePhotos } from "#server/account/photo";
import { createAccountSessions } from "#server/account/sessions";
import { createCatalogueAnswers } from "#server/answers/cache";
import type { Auth } from "#server/auth/auth";
import { createAuthThrottles } from "#server/auth/throttles";
import { createScheduledBackups } from "#server/backup/scheduled";
import { demoRemoved, isDemoImageName, paintDemoImageNamed } from "#server/catalogue/seed";
import { createAlerts } from "#server/collectors/alerts";
import { createAvailableAgain } from "#server/collectors/available-again";
import { createEarlyAccess } from "#server/collectors/early-access";
import { createEnquiries } from "#server/collectors/enquiries";
import { createFollowers } from "#server/collectors/follow";
import { siteOf } from "#server/collectors/mails";
import { createCollectorThrottles } from "#server/collectors/throttles";
import type { Db, Queryable } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { createImageStore } from "#server/images/store";
import { type Logger, log } from "#server/lib/logger";
import type { MailOutbox } from "#server/mail/outbox";
import { createOffers } from "#server/offers/service";
import { createOrderDesk } from "#server/orders/desk";
import type { PlanRequests } from "#server/orders/ports";
import { createPaymentRequests } from "#server/payment-requests/service";
import { createCardCheckout } from "#server/payments/checkout";
import { createStripeClient } from "#server/payments/stripe";
import { createReadiness } from "#server/readiness/service";
import { createReviews } from "#server/reviews/service";
import { createShareCards } from "#server/share-cards/service";
import { createGalleryName } from "#server/shop/gallery-name";
import { createViewCounter } from "#server/stats/views";
import { createIncidents } from "#server/watch/incidents";
import { createMetrics } from "#server/watch/metrics";
import { createWatch } from "#server/watch/watch";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { Config } from "./config";

/** What the services are made from: the process's database, configuration and mail. */
export type ServiceDeps = {
  db: Db;
  config: Config;
  auth: Auth;
  /** Where every e-mail is written, to be sent by the process's delivery (decision 013). */
  outbox: MailOutbox;
  /** The time now; tests move it to see holds end. */
  clock?: () => Date;
  /** Where images are kept; by default the store IMAGE_STORE names. */
  images?: ImageStore;
  logger?: Logger;
  /**
   * How long a catalogue answer may outlive its version for a visitor without a cookie
   * (decision 062); by default STALE_AFTER_CHANGE_MS. The API tests read right after writing
   * and want the exact answer, so they give 0 unless they test this.
   */
  staleAnswersMs?: number;
};

/**
 * The orders desk, offers and card payments, made once per process: the app's routes, the
 * payments' webhook, the server's sweep of ended holds and its refund worker (serve.ts) share
 * them (decision 029).
 */
export function createSelling(
  deps: Pick<ServiceDeps, "db" | "config" | "outbox"> & {
    logger: Logger;
    clock: () => Date;
    /** The payment requests that take a plan's later parts (made after selling). */
    requests?: () => PlanRequests | undefined;
  },
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
  // Others who liked a painting an order (or a hold) let go are told it is available again.
  const site = siteOf(deps.config);
  const released = createAvailableAgain({ outbox: deps.outbox, site });
  // Offers, and works kept for one collector; an order taking a work closes others' offers.
  const offers = createOffers({ ...deps, site, released });
  return {
    stripe,
    offers,
    desk: createOrderDesk({ ...deps, checkout, released, taken: offers.taken }),
  };
}
export type Selling = ReturnType<typeof createSelling>;

/**
 * Every service of one process, each made once: the HTTP app (app.ts), the server's sweep and
 * workers (serve.ts) and the API tests (tests/api.ts) are all handed this one object, so they
 * share its caches, counters and workers.
 */
export function createServices(deps: ServiceDeps) {
  const { db, config, outbox } = deps;
  const clock = deps.clock ?? (() => new Date());
  const logger = deps.logger ?? log;
  const images = deps.images ?? createImageStore(config);
  const site = siteOf(config);
  const photos = createProfilePhotos({ db, images, logger });

  const alerts = createAlerts({ db, outbox, site });
  const followers = createFollowers({
    db,
    outbox,
    site,
    digestMinutes: config.followDigestMinutes,
    // New works announced to followers are matched against similar-work alerts, in one go.
    announced: alerts.announced,
  });
  // A plan's later parts are payment requests, and a paid request may pay a plan's part: each
  // is handed the other once both are made.
  let paymentRequests: ReturnType<typeof createPaymentRequests> | undefined;
  const selling = createSelling({
    db,
    config,
    outbox,
    logger,
    clock,
    requests: () => paymentRequests,
  });
  const galleryName = createGalleryName(config.galleryName);
  paymentRequests = createPaymentRequests({
    db,
    outbox,
    config,
    galleryName: galleryName.current,
    stripe: selling.stripe?.client,
    clock,
    logger,
    paid: (tx, request, now) => selling.desk.plans.partPaid(tx, request.id, now),
  });
  // What the owners must hear of (a failed backup, mail stuck, …), once per incident.
  const incidents = createIncidents({
    db,
    outbox,
    logger,
    clock,
    site: {
      gallery: config.galleryName,
      publicUrl: config.publicUrl,
      adminEmails: config.adminEmails,
    },
  });
  const backups = createScheduledBackups({
    db,
    images,
    config: config.backups,
    clock,
    logger,
    alerts: {
      raise: (reason) => incidents.raise("backup-failed", messages.incidents.backupFailed(reason)),
      clear: () => incidents.clear("backup-failed"),
    },
  });
  const watch = createWatch({ db, incidents, clock, dataDir: config.dataDir });
  // A demo painting asked for before the server has painted it is painted at once (unless the
  // owner removed the demo collection).
  const paint = async (name: string) =>
    isDemoImageName(name) && !(await demoRemoved(db)) && paintDemoImageNamed(images, name);

  return {
    db,
    config,
    auth: deps.auth,
    outbox,
    clock,
    logger,
    images,
    /** Decision 010: catalogue answers and the pages rendered from them, per version. */
    answers: createCatalogueAnswers(db, clock, deps.staleAnswersMs),
    /** Views of artworks, counted by every request that shows one (either lane). */
    views: createViewCounter({ db, clock, logger }),
    followers,
    alerts,
    enquiries: createEnquiries({ db, outbox, site, adminEmails: config.adminEmails }),
    selling,
    /** The owner's payment requests, paid by card through the same webhook (decision 046). */
    paymentRequests,
    /** Buyers' reviews, published by the owner, and the invitations to write them. */
    reviews: createReviews({ db, outbox, site, inviteDays: config.reviewInviteDays }),
    /** The shopper's own data: a copy of it, and deleting the account (docs/product.md). */
    account: {
      data: createAccountData({ db, config, desk: selling.desk, clock }),
      erasure: createAccountErasure({ db, auth: deps.auth, outbox, config, photos }),
      /** Profile photos (decision 038). */
      photos,
      /** Where the account is signed in, and ending those sessions (decision 036). */
      sessions: createAccountSessions({ db, auth: deps.auth, clock }),
    },
    paint,
    /** The gallery's name as the pages show it, which the first run's setup changes. */
    galleryName,
    /** Whether the shop is ready to open (decision 052), for the owner's Overview. */
    readiness: createReadiness({ db, config, images, clock }),
    /** Link previews' cards (decision 026), drawn on their first request. */
    shareCards: createShareCards({ db, images, galleryName: config.galleryName, clock, paint }),
    /** Limits on forms anyone may send, counted in the database (shared by every process). */
    throttles: {
      auth: createAuthThrottles(db),
      follow: createCollectorThrottles(db, "follow", { byClient: 20, byAddress: 5 }),
      alert: createCollectorThrottles(db, "alert", { byClient: 20, byAddress: 5 }),
      enquiry: createCollectorThrottles(db, "enquiry", { byClient: 10, byAddress: 5 }),
      // Offers: by client, and by the shopper's account.
      offer: createCollectorThrottles(db, "offer", { byClient: 30, byAddress: 20 }),
    },
    /**
     * A work the owner adds (by hand or by import) is told to followers, in its transaction —
     * at its release when it has one ahead, and once a draft is made public.
     */
    announceNewWork: (tx: Queryable, artwork: Artwork) => followers.added(tx, artwork, clock()),
    /** A work the owner changes: its announcement follows it out of hiding, or into it. */
    workChanged: (tx: Queryable, before: Artwork, after: Artwork) =>
      followers.changed(tx, before, after, clock()),
    /** Followers' early look at each release, and what a request may see of coming works. */
    earlyAccess: createEarlyAccess({ db, outbox, site, hours: config.earlyAccessHours }),
    /** Backups on BACKUP_SCHEDULE, made by one process each, checked, kept as BACKUP_KEEP says. */
    backups: createScheduledBackups({
      db,
      images,
      config: config.backups,
      clock,
      logger,
      alerts: {
        raise: (reason) =>
          incidents.raise("backup-failed", messages.incidents.backupFailed(reason)),
        clear: () => incidents.clear("backup-failed"),
      },
    }),
    incidents,
    /** The shop watching itself each minute: mail, the sweep, the webhook, the disk. */
    watch,
    /** Prometheus metrics, counted only when METRICS_TOKEN lets someone read them. */
    metrics: config.metricsToken ? createMetrics({ db, backups, watch }) : undefined,
  };
}
export type Services = ReturnType<typeof createServices>;
