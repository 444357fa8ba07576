import { statfs } from "node:fs/promises";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { appSettings, mailOutbox } from "#server/db/schema";
import { createRateLimiter } from "#server/http/rate-limit";
import { messages } from "#shared/messages";
import type { Incidents } from "./incidents";

/** Mail still unsent this long after its first failed attempt is an incident. */
export const MAIL_FAILING_MINUTES = 30;
/** A sweep that has not finished for this long is an incident. */
export const SWEEP_SILENT_MINUTES = 10;
/** Bad webhook signatures within an hour that make an incident. */
export const BAD_SIGNATURES_PER_HOUR = 5;
/** Less room than this where DATA_DIR lives is an incident. */
export const LOW_DISK_BYTES = 1024 ** 3;

const SWEEP_KEY = "sweep:last-finished";
const texts = messages.incidents;

const sizeOf = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : `${Math.round(bytes / 1024 ** 2)} MB`;

/**
 * The shop watching itself (docs/operations.md#alerts): each process, every minute, looks at what
 * every process shares — mail stuck in the outbox, the sweep's last finish, the webhook's bad
 * signatures in the hour — and at the disk it writes to, and raises or clears the incidents.
 */
export function createWatch(deps: {
  db: Db;
  incidents: Incidents;
  clock: () => Date;
  /** Where the shop keeps its data (DATA_DIR): the disk whose free space matters. */
  dataDir: string;
  /** The free bytes at `dir`; by default the file system's own count. */
  freeBytes?: (dir: string) => Promise<number>;
}) {
  const { db, incidents } = deps;
  const signatures = createRateLimiter(db, {
    name: "webhook-bad-signature",
    limit: BAD_SIGNATURES_PER_HOUR - 1,
    windowMs: 60 * 60_000,
  });
  const freeBytes =
    deps.freeBytes ??
    (async (dir: string) => {
      const info = await statfs(dir);
      return info.bavail * info.bsize;
    });

  async function mail(now: Date) {
    const since = new Date(now.getTime() - MAIL_FAILING_MINUTES * 60_000);
    const [stuck] = await db
      .select({ lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          gt(mailOutbox.attempts, 0),
          lte(mailOutbox.createdAt, since),
        ),
      )
      .orderBy(mailOutbox.createdAt)
      .limit(1);
    if (stuck) {
      await incidents.raise(
        "mail-failing",
        texts.mailFailing(MAIL_FAILING_MINUTES, stuck.lastError ?? "no reason given"),
      );
    } else await incidents.clear("mail-failing");
  }

  async function sweep(now: Date, startedAt: Date) {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SWEEP_KEY));
    // A process just started gives the sweep its ten minutes from its own start, whatever an
    // older row says (a shop restored from a backup, or started after a long stop).
    const finished = row ? new Date(row.value).getTime() : 0;
    const last = new Date(Math.max(finished || 0, startedAt.getTime()));
    const silent = (now.getTime() - last.getTime()) / 60_000;
    if (silent >= SWEEP_SILENT_MINUTES) {
      await incidents.raise("sweep-silent", texts.sweepSilent(Math.floor(silent)));
    } else await incidents.clear("sweep-silent");
  }

  async function disk() {
    const free = await freeBytes(deps.dataDir);
    if (free < LOW_DISK_BYTES) await incidents.raise("disk-low", texts.diskLow(sizeOf(free)));
    else await incidents.clear("disk-low");
  }

  async function webhook() {
    const { count } = await signatures.isBlocked("stripe");
    if (count < BAD_SIGNATURES_PER_HOUR) await incidents.clear("webhook-signatures");
  }

  const startedAt = deps.clock();
  return {
    /** One look at everything; each check on its own, so one failing does not hide another. */
    async check(): Promise<void> {
      const now = deps.clock();
      const results = await Promise.allSettled([
        mail(now),
        sweep(now, startedAt),
        disk(),
        webhook(),
      ]);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failed) throw failed.reason;
    },

    /** The sweep finished a pass (any process): the time every process's watch reads. */
    async sweepFinished(): Promise<void> {
      const value = deps.clock().toISOString();
      await db
        .insert(appSettings)
        .values({ key: SWEEP_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    /** When the sweep last finished, for the metrics. */
    async sweepLastFinished(): Promise<Date | undefined> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, SWEEP_KEY));
      return row ? new Date(row.value) : undefined;
    },

    /** A webhook call refused for its signature; the fifth within the hour is an incident. */
    async badSignature(): Promise<void> {
      const { count } = await signatures.hit("stripe");
      if (count >= BAD_SIGNATURES_PER_HOUR) {
        await incidents.raise("webhook-signatures", texts.webhookSignatures(count));
      }
    },
  };
}

export type Watch = ReturnType<typeof createWatch>;
