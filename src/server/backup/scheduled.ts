import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { BackupConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { backups } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import type { Logger } from "#server/lib/logger";
import { keptBackups } from "#shared/backup-schedule";
import { shopDay } from "#shared/dates";
import { checkArchive } from "./check";
import { createOffsite } from "./offsite";
import { writeBackup } from "./write";

/** A kept backup as the owner sees it (GET /api/admin/backups). */
export type BackupInfo = {
  id: string;
  at: string;
  bytes: number;
  verified: boolean;
  places: ("disk" | "s3")[];
};

/** A failed backup, told to the owners once per incident (why, and which), and its recovery. */
export type BackupAlerts = {
  raise: (reason: string) => Promise<unknown>;
  clear: () => Promise<unknown>;
};

/** A claim older than this was left by a process that died making it: another takes over. */
const STALE_CLAIM_MS = 60 * 60_000;
/** A failed slot is tried again after this long, this many times in all. */
const RETRY_AFTER_MS = 60 * 60_000;
const MAX_ATTEMPTS = 3;

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/** A slot's name in the shop's time, `2026-11-28-0300`: the row's id and the file's name. */
export function slotName(slot: Date): string {
  return `${shopDay(slot)}-${timeFormat.format(slot).replace(":", "")}`;
}

export const archiveName = (id: string) => `atelier-backup-${id}.tar.gz`;

/** When the last verified backup was made, by any process (none: never). */
export async function lastVerifiedBackup(db: Db): Promise<Date | undefined> {
  const [last] = await db
    .select({ at: backups.finishedAt })
    .from(backups)
    .where(eq(backups.status, "verified"))
    .orderBy(desc(backups.slotAt))
    .limit(1);
  return last?.at ?? undefined;
}

/**
 * Scheduled backups (BACKUP_SCHEDULE, docs/operations.md#backups): at each slot one process
 * (the one whose row for the slot lands) writes the archive to BACKUP_DIR under a temporary
 * name, reads it back and checks it against its own account (check.ts), and only then names it
 * as a backup, copies it to BACKUP_S3_BUCKET, records it verified and prunes what BACKUP_KEEP
 * no longer keeps, on disk and in the bucket. A shop with no backup yet waits for its first
 * slot after this process started; one that has some makes up a slot missed while it was down.
 */
export function createScheduledBackups(deps: {
  db: Db;
  images: ImageStore;
  config: BackupConfig;
  clock: () => Date;
  logger: Logger;
  alerts?: BackupAlerts;
  /** How an archive is read back and checked; by default `checkArchive`. */
  check?: typeof checkArchive;
}) {
  const { db, config, logger } = deps;
  const startedAt = deps.clock();
  const madeBy = `${hostname()}:${process.pid}`;
  const offsite = config.s3 && createOffsite(config.s3);
  const fileOf = (id: string) => path.join(config.dir, archiveName(id));

  /** The slot this process may make now, claimed; undefined if none is due or another has it. */
  async function claim(now: Date): Promise<{ id: string; slot: Date } | undefined> {
    const slot = config.schedule?.latest(now);
    if (!slot) return undefined;
    const id = slotName(slot);
    const [newest] = await db
      .select({ slotAt: backups.slotAt })
      .from(backups)
      .orderBy(desc(backups.slotAt))
      .limit(1);
    if (!newest && slot < startedAt) return undefined;
    if (!newest || newest.slotAt < slot) {
      const [claimed] = await db
        .insert(backups)
        .values({ id, slotAt: slot, status: "running", madeBy, startedAt: now })
        .onConflictDoNothing()
        .returning({ id: backups.id });
      return claimed && { id, slot };
    }
    // This slot has a row: take it over if it was left running by a process that died, or
    // failed an hour ago and may be tried again.
    const [retried] = await db
      .update(backups)
      .set({ status: "running", madeBy, startedAt: now, attempts: sql`${backups.attempts} + 1` })
      .where(
        and(
          eq(backups.slotAt, slot),
          sql`((${backups.status} = 'running' and ${backups.startedAt} < ${new Date(now.getTime() - STALE_CLAIM_MS)})
            or (${backups.status} = 'failed' and ${backups.finishedAt} < ${new Date(now.getTime() - RETRY_AFTER_MS)}
                and ${backups.attempts} < ${MAX_ATTEMPTS}))`,
        ),
      )
      .returning({ id: backups.id });
    return retried && { id, slot };
  }

  /** Writes, checks and names the archive; where it now is. */
  async function make(
    id: string,
    now: Date,
  ): Promise<{ bytes: number; places: ("disk" | "s3")[] }> {
    await mkdir(config.dir, { recursive: true });
    const file = fileOf(id);
    const partial = `${file}.${process.pid}.partial`;
    try {
      const { archive, done } = writeBackup({ db, images: deps.images, now });
      await Promise.all([done, pipeline(archive, createWriteStream(partial))]);
      const { problems } = await (deps.check ?? checkArchive)(createReadStream(partial));
      if (problems.length)
        throw new Error(`the archive did not match its own account: ${problems[0]}`);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    const { size } = await stat(file);
    if (!offsite) return { bytes: size, places: ["disk"] };
    await offsite.put(file, archiveName(id));
    return { bytes: size, places: ["disk", "s3"] };
  }

  /** Removes, on disk, in the bucket and from the list, the backups BACKUP_KEEP lets go. */
  async function prune() {
    const verified = await db
      .select({ id: backups.id, at: backups.slotAt, places: backups.places })
      .from(backups)
      .where(eq(backups.status, "verified"));
    const kept = keptBackups(verified, config.keep);
    for (const backup of verified.filter((b) => !kept.has(b.id))) {
      await rm(fileOf(backup.id), { force: true });
      if (offsite && backup.places.includes("s3")) await offsite.remove(archiveName(backup.id));
      await db.delete(backups).where(eq(backups.id, backup.id));
    }
    // Failures older than every kept backup say nothing the alerts did not.
    const oldest = verified.filter((b) => kept.has(b.id)).at(-1)?.at;
    if (oldest) {
      await db.delete(backups).where(and(eq(backups.status, "failed"), lt(backups.slotAt, oldest)));
    }
  }

  return {
    /** The sweep's turn: makes the backup that is due, if this process claims it. */
    async runDue(): Promise<BackupInfo | undefined> {
      const now = deps.clock();
      const claimed = await claim(now);
      if (!claimed) return undefined;
      const started = performance.now();
      try {
        const { bytes, places } = await make(claimed.id, now);
        await db
          .update(backups)
          .set({ status: "verified", finishedAt: deps.clock(), bytes, places, error: null })
          .where(eq(backups.id, claimed.id));
        logger.info(
          { backup: claimed.id, bytes, places, ms: Math.round(performance.now() - started) },
          "Backup made and verified",
        );
        await deps.alerts?.clear();
        await prune();
        return { id: claimed.id, at: claimed.slot.toISOString(), bytes, verified: true, places };
      } catch (error) {
        const reason = (error as Error).message;
        await db
          .update(backups)
          .set({ status: "failed", finishedAt: deps.clock(), error: reason.slice(0, 2000) })
          .where(eq(backups.id, claimed.id));
        logger.error({ err: error, backup: claimed.id }, "Backup failed");
        await deps.alerts?.raise(`${reason} (${claimed.id})`);
        return undefined;
      }
    },

    /** Every kept backup, newest first. */
    async list(): Promise<BackupInfo[]> {
      const rows = await db
        .select()
        .from(backups)
        .where(eq(backups.status, "verified"))
        .orderBy(desc(backups.slotAt));
      return rows.map((row) => ({
        id: row.id,
        at: row.slotAt.toISOString(),
        bytes: row.bytes ?? 0,
        verified: true,
        places: row.places.filter((p): p is "disk" | "s3" => p === "disk" || p === "s3"),
      }));
    },

    /** When the last verified backup was made, and when the next is due (none: off). */
    async status(): Promise<{ last: Date | undefined; next: Date | undefined }> {
      return { last: await lastVerifiedBackup(db), next: config.schedule?.next(deps.clock()) };
    },

    /** A kept backup's archive: from this machine's disk, else from the bucket. */
    async open(id: string): Promise<Readable | undefined> {
      const [row] = await db
        .select({ id: backups.id, places: backups.places })
        .from(backups)
        .where(and(eq(backups.id, id), eq(backups.status, "verified")));
      if (!row) return undefined;
      if (existsSync(fileOf(row.id))) return createReadStream(fileOf(row.id));
      if (offsite && row.places.includes("s3")) return offsite.get(archiveName(row.id));
      return undefined;
    },
  };
}

export type ScheduledBackups = ReturnType<typeof createScheduledBackups>;
