// The server's entry: reads the configuration, starts opening the database on its own thread,
// and meanwhile loads the rest of the server (serve.ts), which then serves. Loading the server's
// modules and opening the embedded database take most of a second each: side by side, a
// restart is ready in about the time of the slower of the two.
import { type Database, openDatabaseAhead } from "#server/db/client";
import { log, setLogLevel } from "#server/lib/logger";
import { type Config, ConfigError, parseConfig } from "./config";

/**
 * Stops start-up with one clear reason and no stack trace: a fatal line on standard output,
 * JSON like every log line, and the same reason as plain text on standard error, for whoever
 * typed `npm start`. A database being opened is first closed whole (an embedded one being
 * created is never left half-written).
 */
async function fail(message: string, opening?: Promise<Database>): Promise<never> {
  log.fatal(`atelier: ${message}`);
  process.stderr.write(`atelier: ${message}\n`);
  await opening?.then((database) => database.close()).catch(() => {});
  process.exit(1);
}

// An error nothing caught still ends the process, as Node would, but said in the log's words —
// and on stderr at once, which a process about to exit cannot lose.
const died = (what: string, error: unknown) => {
  log.fatal({ err: error }, what);
  process.stderr.write(`atelier: ${what}: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
};
process.on("uncaughtException", (error) => died("Uncaught exception", error));
process.on("unhandledRejection", (reason) => died("Unhandled promise rejection", reason));

let config: Config | undefined;
try {
  config = parseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  await fail(error.message);
}
if (config) {
  setLogLevel(config.logLevel);
  // Taken over by serve.ts (openDatabase), failure included.
  openDatabaseAhead(config);
  try {
    const { serveAtelier } = await import("./serve");
    await serveAtelier(config, fail);
  } catch (error) {
    log.fatal({ err: error }, "Atelier could not start");
    process.exit(1);
  }
}
