// `npm run doctor` (doctor-command.ts, built as dist/server/doctor.js): the readiness checks of
// the Overview, from a terminal, with the configuration `npm start` reads (decision 052). It
// opens the database as it is, never migrating it, and neither seeds, nor prints the setup
// link, nor starts the server's sweep.
import { existsSync } from "node:fs";
import { type Config, ConfigError, parseConfig } from "#server/config";
import { embeddedDatabaseDir, openDatabaseAsIs } from "#server/db/client";
import { createImageStore } from "#server/images/store";
import { messages } from "#shared/messages";
import type { ReadinessItem } from "#shared/readiness";
import { type DatabaseState, failureReason } from "./checks";
import { runReadinessChecks } from "./service";

const text = messages.readiness;

export type DoctorOptions = {
  env?: NodeJS.ProcessEnv;
  /** Where the report's lines go (standard output), and the one line of a bad setting. */
  out?: (line: string) => void;
  err?: (line: string) => void;
  smtpTimeoutMs?: number;
};

/**
 * The database as it is: none yet (an embedded one is never made by the doctor), in use by a
 * running shop (the embedded database serves one process), not answering, or open.
 */
async function openAsIs(
  config: Config,
): Promise<{ state: DatabaseState; close: () => Promise<void> }> {
  const closed = { close: async () => {} };
  const dir = embeddedDatabaseDir(config);
  if (dir && !existsSync(dir)) return { state: { kind: "missing", dir }, ...closed };
  try {
    const database = await openDatabaseAsIs(config);
    return { state: { kind: "open", db: database.db }, close: database.close };
  } catch (error) {
    // The embedded database's lock names the process holding it.
    const holder = dir && /in use\b.*?\b(\d+)/.exec((error as Error).message)?.[1];
    if (holder) return { state: { kind: "in-use", pid: holder }, ...closed };
    return { state: { kind: "unreachable", reason: failureReason(error) }, ...closed };
  }
}

/** One item's line: ✓ passed, ✗ a blocker failing, ! advice; a failing one says what to do. */
export function doctorLine(item: ReadinessItem, publicUrl: string): string {
  if (item.ok || !item.fix) return `✓ ${item.label}`;
  const where = item.fix.where.startsWith("/") ? `${publicUrl}${item.fix.where}` : item.fix.where;
  return `${item.blocker ? "✗" : "!"} ${item.label} — ${item.fix.text} (${where})`;
}

/** The report, then the summary line: 0 when no blocker fails, else 1. */
export async function runDoctor(options: DoctorOptions = {}): Promise<number> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  let config: Config;
  try {
    config = parseConfig(options.env ?? process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(`atelier doctor: ${error.message}`);
    return 1;
  }
  const images = createImageStore(config);
  const database = await openAsIs(config);
  try {
    const { ready, items } = await runReadinessChecks({
      config,
      images,
      clock: () => new Date(),
      database: database.state,
      smtpTimeoutMs: options.smtpTimeoutMs,
    });
    for (const item of items) out(doctorLine(item, config.publicUrl));
    const blockers = items.filter((item) => !item.ok && item.blocker).length;
    out(
      ready
        ? text.title(items.filter((item) => item.ok).length, items.length)
        : text.notReady(blockers),
    );
    return ready ? 0 : 1;
  } finally {
    images.close();
    await database.close();
  }
}
