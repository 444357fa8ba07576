import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// What the shop's processes do to look after it, shared by all of them: scheduled backups and
// the incidents the owners are alerted to.

export const BACKUP_STATUSES = ["running", "verified", "failed"] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];

/**
 * One scheduled backup, a row per slot of BACKUP_SCHEDULE: the unique slot is how exactly one
 * process makes it (the one whose insert lands). `verified` once its archive was read back and
 * matched its own account; only those count, and only those are kept or pruned.
 */
export const backups = pgTable(
  "backups",
  {
    /** The slot in the shop's time, e.g. `2026-11-28-0300`: the archive's name too. */
    id: text("id").primaryKey(),
    slotAt: timestamp("slot_at", { withTimezone: true, mode: "date" }).notNull().unique(),
    status: text("status", { enum: BACKUP_STATUSES }).notNull(),
    /** Which process made it (host and pid), for the log and a claim left by a crash. */
    madeBy: text("made_by").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    attempts: integer("attempts").notNull().default(1),
    bytes: bigint("bytes", { mode: "number" }),
    /** Where copies are: `disk` (BACKUP_DIR of the process that made it) and `s3`. */
    places: text("places").array().notNull().default(sql`'{}'::text[]`),
    error: text("error"),
  },
  (t) => [
    check(
      "backups_status",
      sql`${t.status} in (${sql.raw(BACKUP_STATUSES.map((s) => `'${s}'`).join(", "))})`,
    ),
  ],
);

/**
 * An incident the owners hear of once (alerts.ts): a row per kind, open while `closed_at` is
 * null. Opening flips a closed (or new) row in one statement, so of several processes that see
 * the same failure only the one whose update lands alerts; a recovery closes it, and a later
 * failure is a new incident.
 */
export const incidents = pgTable("incidents", {
  kind: text("kind").primaryKey(),
  openedAt: timestamp("opened_at", { withTimezone: true, mode: "date" }).notNull(),
  closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
  /** What happened, in the owner's words, for the banner and the mail. */
  detail: text("detail").notNull(),
});
