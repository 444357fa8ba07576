import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createAuth } from "#server/auth/auth";
import { loadAuthSecret } from "#server/auth/secret";
import { demoRemoved, paintDemoImages, seedDemoCollection } from "#server/catalogue/seed";
import { type Database, openDatabase } from "#server/db/client";
import { acceptMore } from "#server/http/accept-more";
import { createImageStore } from "#server/images/store";
import { log } from "#server/lib/logger";
import { createMailroom } from "#server/mail/delivery";
import { builtSite } from "#server/pages/site-build";
import { issueSetupLink, logSetupLink } from "#server/setup/service";
import { readGalleryName } from "#server/shop/gallery-name";
import type { Config } from "./config";
import { createNodeApp } from "./node-app";
import { createServices } from "./services";

/** How long requests in flight may take to finish once the process is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Serves Atelier with `config`, once index.ts has started opening its database: stops with
 * `fail` (one clear reason) when something it needs cannot be had.
 */
export async function serveAtelier(
  config: Config,
  fail: (message: string, opening?: Promise<Database>) => Promise<never>,
) {
  // Settings the config cannot show wrong (a bucket that is not there, keys it refuses)
  // stop start-up too; a database being created meanwhile is finished and closed first.
  const images = createImageStore(config);
  await images
    .check()
    .catch((error: Error) =>
      fail(`IMAGE_STORE=${images.kind}: ${error.message}`, openDatabase(config)),
    );

  const database = await openDatabase(config).catch((error: Error) =>
    fail(
      config.databaseUrl
        ? `Could not open the database at DATABASE_URL: ${error.message}`
        : `Could not open the embedded database in DATA_DIR (${config.dataDir}): ${error.message}`,
    ),
  );

  // The name the owner chose at setup names the gallery wherever GALLERY_NAME would: in the
  // pages, the e-mails, the link previews and the certificates.
  config = { ...config, galleryName: await readGalleryName(database.db, config.galleryName) };

  if (config.seedDemo) {
    const added = await seedDemoCollection(database.db);
    if (added) log.info({ added }, `Seeded the demo collection: ${added} artworks.`);
  }

  // The first run (docs/operations.md): while the shop has no owner, a one-time setup link,
  // printed once the server listens. On PostgreSQL, processes starting together share one.
  const setupLink = await issueSetupLink({
    db: database.db,
    adminEmails: config.adminEmails,
    publicUrl: config.publicUrl,
    shared: config.databaseUrl !== undefined,
  });

  const site = builtSite();
  if (!site) log.warn("No built site in dist/client and dist/render: serving the API only.");

  // Decision 013: e-mail is written to the database's outbox with the change it reports, and
  // sent by this process's delivery worker (or any other process's).
  const { outbox, delivery } = createMailroom({ db: database.db, config });
  const auth = createAuth({
    db: database.db,
    config,
    outbox,
    secret: await loadAuthSecret(database.db),
  });
  // Every service once: the app, the sweep and the workers below share them.
  const services = createServices({ db: database.db, config, auth, outbox, images, logger: log });
  const { selling, followers, views, reviews, paymentRequests } = services;
  let stopping = false;
  const { listener } = createNodeApp(services, { site, stopping: () => stopping });
  const server = createServer(listener);
  // Taken in several at a time, so that a rush's work does not keep new visitors waiting.
  let acceptingMore: Promise<{ close: () => Promise<void> }> | undefined;
  server.listen(config.port, config.host, () => {
    acceptingMore = acceptMore(server, (error) =>
      log.warn({ err: error }, "Taking in one connection at a time: could not watch the port more"),
    );
    const info = server.address() as AddressInfo;
    log.info(
      { address: info.address, port: info.port, publicUrl: config.publicUrl, images: images.kind },
      `Atelier is serving on http://${info.address}:${info.port} (${config.publicUrl})`,
    );
    logSetupLink(log, setupLink);
    // Mail left pending by a crash, or due for a retry, goes out now, then as it comes; so do
    // refunds of late card payments.
    delivery.start();
    selling.desk.lateRefunds?.start();
  });
  // The demo paintings are painted once the server listens, so a first start is
  // quick; any asked for sooner is painted at once (services.ts).
  if (config.seedDemo && !(await demoRemoved(database.db))) {
    paintDemoImages(images).then(
      (painted) => {
        if (painted) log.info({ painted }, `Painted the demo collection: ${painted} images.`);
      },
      (error: Error) => {
        if (!stopping) log.error({ err: error }, "Could not paint the demo collection's images");
      },
    );
  }
  // Ended holds become expired orders and their buyers are told, even when nobody looks at
  // them (docs/product.md: selling); every process may sweep, and each order is expired once.
  // So are followers told of new works once their digest window is due, by one process each,
  // and buyers invited to review what was delivered to them.
  // Releases: followers' early looks are mailed as they open, and a release due within the
  // minute is announced at its moment rather than at the next sweep (each once, by any process).
  const announceNewWork = () =>
    outbox
      .afterwards(() => followers.announceDue(new Date()))
      .catch((error: Error) => log.error({ err: error }, "New-work announcement failed"));
  const releaseSweep = () => {
    outbox
      .afterwards(() => services.earlyAccess.sendDue(new Date()))
      .catch((error: Error) => log.error({ err: error }, "Early-access mail failed"));
    services.earlyAccess
      .nextReleaseWithin(new Date(), 60_000)
      .then((at) => {
        if (at) setTimeout(announceNewWork, Math.max(0, at.getTime() - Date.now())).unref();
      })
      .catch((error: Error) => log.error({ err: error }, "Release sweep failed"));
  };
  releaseSweep();
  // Scheduled backups: one at a time in this process, and each slot made by one process.
  let backingUp = false;
  const backupSweep = () => {
    if (backingUp || stopping) return;
    backingUp = true;
    services.backups
      .runDue()
      .catch((error: Error) => log.error({ err: error }, "Backup sweep failed"))
      .finally(() => {
        backingUp = false;
      });
  };
  const sweeper = setInterval(() => {
    releaseSweep();
    const steps = [
      outbox
        .afterwards(selling.desk.sweep)
        .catch((error: Error) => log.error({ err: error }, "Order sweep failed")),
      // Open payment requests past their expiry become expired (each once, by any process).
      paymentRequests
        .sweep()
        .catch((error: Error) => log.error({ err: error }, "Payment request sweep failed")),
      outbox
        .afterwards(selling.offers.sweep)
        .catch((error: Error) => log.error({ err: error }, "Offer sweep failed")),
      announceNewWork(),
      outbox
        .afterwards(() => reviews.invite(new Date()))
        .catch((error: Error) => log.error({ err: error }, "Review invitations failed")),
    ];
    // Its finish, which every process's watch reads: a sweep that stops finishing is an incident.
    Promise.all(steps)
      .then(() => services.watch.sweepFinished())
      .catch((error: Error) => log.error({ err: error }, "Could not record the sweep's finish"));
    backupSweep();
  }, 60_000);
  // The watch keeps time of its own, so a sweep that hangs is still seen.
  const watcher = setInterval(() => {
    services.watch
      .check()
      .catch((error: Error) => log.error({ err: error }, "The shop's watch failed"));
  }, 60_000);
  watcher.unref();
  sweeper.unref();

  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") void fail(`PORT ${config.port} is already in use.`);
    else
      void fail(`could not listen on HOST ${config.host}, PORT ${config.port}: ${error.message}`);
  });

  /**
   * Stopping (docs/operations.md: several processes): stop accepting connections, let requests
   * in flight finish (10 s at most), then a mail being sent (claiming no more), close the
   * database, exit 0. /readyz answers 503 meanwhile, so a load balancer that still
   * holds a connection moves on.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "Stopping: finishing the requests in flight");
    clearInterval(sweeper);
    clearInterval(watcher);
    const closed = Promise.all([
      new Promise<void>((resolve) => server.close(() => resolve())),
      acceptingMore?.then((more) => more.close()),
    ]).then(() => "closed" as const);
    // Keep-alive connections with no request in flight would hold close() open: end each one
    // as soon as its last answer is sent.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"deadline">((resolve) => {
      timer = setTimeout(() => resolve("deadline"), SHUTDOWN_GRACE_MS);
    });
    if ((await Promise.race([closed, deadline])) === "deadline") {
      log.warn(`Requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`);
      server.closeAllConnections();
    }
    clearTimeout(timer);
    clearInterval(idle);
    await selling.desk.lateRefunds?.stop();
    await views.flush();
    await delivery.stop();
    await database
      .close()
      .catch((error: Error) => log.error({ err: error }, "Could not close the database"));
    images.close();
    log.info("Stopped");
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
