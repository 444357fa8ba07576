import { existsSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createAuth } from "#server/auth/auth";
import { loadAuthSecret } from "#server/auth/secret";
import { seedDemoCollection } from "#server/catalogue/seed";
import { openDatabase } from "#server/db/client";
import { createMailer } from "#server/mail/mailer";
import { createOrders } from "#server/orders/routes";
import { clientDistDir, createApp } from "./app";
import { ConfigError, parseConfig } from "./config";

/** Stops start-up with one clear line and no stack trace (DESIGN §2). */
function fail(message: string): never {
  console.error(`atelier: ${message}`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await openDatabase(config).catch((error: Error) =>
    fail(
      config.databaseUrl
        ? `Could not open the database at DATABASE_URL: ${error.message}`
        : `Could not open the embedded database in DATA_DIR (${config.dataDir}): ${error.message}`,
    ),
  );

  if (config.seedDemo) {
    const added = await seedDemoCollection(database.db, config.dataDir);
    if (added) console.log(`Seeded the demo collection: ${added} artworks.`);
  }

  const clientDir = existsSync(clientDistDir) ? clientDistDir : undefined;
  if (!clientDir) console.warn("No built client in dist/client: serving the API only.");

  const mailer = createMailer(config);
  const auth = createAuth({
    db: database.db,
    config,
    mailer,
    secret: await loadAuthSecret(database.db),
  });
  const app = createApp({ db: database.db, config, auth, mailer, clientDir });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Atelier is serving on http://${info.address}:${info.port} (${config.publicUrl})`);
  });
  // DESIGN §8: ended holds become expired orders and their buyers are told, even when nobody
  // looks at them; every process may sweep, and each order is expired once.
  const orders = createOrders({ db: database.db, config, mailer, clock: () => new Date() });
  const sweeper = setInterval(() => {
    orders.sweep().catch((error: Error) => console.error(`Order sweep failed: ${error.message}`));
  }, 60_000);
  sweeper.unref();

  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") fail(`PORT ${config.port} is already in use.`);
    fail(`could not listen on HOST ${config.host}, PORT ${config.port}: ${error.message}`);
  });

  const shutdown = () => {
    clearInterval(sweeper);
    server.close();
    database.close().finally(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
