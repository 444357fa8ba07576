import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { lastVerifiedBackup } from "#server/backup/scheduled";
import type { Config } from "#server/config";
import { type Db, migrationsFolder } from "#server/db/client";
import { type ImageStore, ImageStoreError } from "#server/images/image-store";
import { senderNameOf } from "#server/mail/sender";
import { hasOwner } from "#server/setup/service";
import { savedPageSlugs } from "#server/shop/pages";
import { readTrader, type ShopRow, settingsSavedAt } from "#server/shop/service";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { adminTabPath, type ReadinessCheck, type ReadinessItem } from "#shared/readiness";
import { routes } from "#shared/routes";
import {
  type BackupRecord,
  backupState,
  hostOf,
  missingBusinessDetails,
  publicUrlProblem,
  unsavedShopSetup,
} from "./rules";

// Each readiness check on its own (decision 052): what it reads, and the item it makes.

const text = messages.readiness;

/** Where each server setting is explained: a section of the operations guide. */
export const DOCS = {
  configuration: "docs/operations.md#configuration",
  embedded: "docs/operations.md#starting-building-and-testing",
  postgres: "docs/operations.md#running-against-a-real-postgresql-server",
  accounts: "docs/operations.md#accounts-e-mail-and-the-gallery-owner",
  stripe: "docs/operations.md#card-payments-with-stripe",
  images: "docs/operations.md#running-several-processes-behind-a-proxy-with-s3",
  backups: "docs/operations.md#scheduled-backups",
} as const;

const SHOP_TAB = adminTabPath("shop");

const passed = (id: ReadinessCheck, label: string, blocker = true): ReadinessItem => ({
  id,
  ok: true,
  blocker,
  label,
  fix: null,
});

export const failed = (
  id: ReadinessCheck,
  label: string,
  fix: string,
  where: string,
  blocker = true,
): ReadinessItem => ({ id, ok: false, blocker, label, fix: { text: fix, where } });

export function checkPublicUrl(config: Pick<Config, "publicUrl">): ReadinessItem {
  const url = config.publicUrl;
  const problem = publicUrlProblem(url);
  const t = text.publicUrl;
  if (!problem) return passed("public-url", t.ok(url));
  const label = {
    "not-https": t.notHttps,
    local: t.local,
    ip: t.ip,
    "no-dot": t.noDot,
  }[problem](url);
  return failed("public-url", label, t.fix, DOCS.configuration);
}

/** The database as the checks find it: open, or why it could not be read. */
export type DatabaseState =
  | { kind: "open"; db: Db }
  /** The embedded database has not been made yet (no shop has started on DATA_DIR). */
  | { kind: "missing"; dir: string }
  /** The embedded database is held by a running shop (`npm run doctor` only). */
  | { kind: "in-use"; pid: string }
  /** Opening it failed: the reason, in words without a secret. */
  | { kind: "unreachable"; reason: string };

type DatabaseConfig = Pick<Config, "databaseUrl" | "dataDir">;

/** The database in the owner's words: a host name only, never DATABASE_URL's password. */
export const databaseWhere = (config: DatabaseConfig) =>
  config.databaseUrl
    ? text.database.postgres(hostOf(config.databaseUrl))
    : text.database.embedded(path.join(config.dataDir, "pglite"));

/** The migrations this version of Atelier has, each by the moment drizzle-kit made it. */
async function migrationMoments(): Promise<number[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: Array<{ when: number }> };
  return journal.entries.map((entry) => entry.when);
}

/**
 * The newest migration the database records as applied (Drizzle's own table, by the moment
 * each was made, as its migrator compares them), or 0 when it records none.
 */
async function lastAppliedMoment(db: Db): Promise<number> {
  // Either driver's result carries its rows (drizzle types it loosely).
  const firstRow = (result: unknown) =>
    (result as { rows: Array<Record<string, unknown>> }).rows[0];
  const table = firstRow(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!table?.present) return 0;
  const applied = firstRow(
    await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  return Number(applied?.last ?? 0);
}

/** Why a connection failed, in a few words: a system error's code, or the server's reason. */
export function failureReason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  // SQLSTATE codes are five characters (28P01, 3D000): the server's message says it in words.
  if (code && !/^[0-9A-Z]{5}$/.test(code)) return code;
  return (message ?? String(error)).split("\n")[0] || "unknown error";
}

export async function checkDatabase(
  config: DatabaseConfig,
  state: DatabaseState,
): Promise<ReadinessItem> {
  const t = text.database;
  const where = databaseWhere(config);
  const docs = config.databaseUrl ? DOCS.postgres : DOCS.embedded;
  if (state.kind === "missing") {
    return failed("database", t.missing(state.dir), t.missingFix, DOCS.embedded);
  }
  if (state.kind === "in-use") {
    return failed("database", t.inUse(state.pid), t.inUseFix, routes.admin.path);
  }
  if (state.kind === "unreachable") {
    return failed("database", t.unreachable(where, state.reason), t.unreachableFix, docs);
  }
  let last: number;
  try {
    last = await lastAppliedMoment(state.db);
  } catch (error) {
    return failed("database", t.unreachable(where, failureReason(error)), t.unreachableFix, docs);
  }
  const moments = await migrationMoments();
  const applied = moments.filter((moment) => moment <= last).length;
  if (last > Math.max(...moments)) return failed("database", t.ahead(where), t.aheadFix, docs);
  if (applied < moments.length) {
    return failed("database", t.behind(where, applied, moments.length), t.behindFix, docs);
  }
  return passed("database", t.ok(where, applied));
}

export async function checkOwner(db: Db, config: Pick<Config, "adminEmails">) {
  const t = text.owner;
  return (await hasOwner(db, config.adminEmails))
    ? passed("owner", t.ok)
    : failed("owner", t.missing, t.fix, DOCS.accounts);
}

export async function checkBusiness(db: Db): Promise<ReadinessItem> {
  const t = text.business;
  const details = await readTrader(db);
  const missing = missingBusinessDetails(details);
  if (missing.length === 0) return passed("business", t.ok(details.businessName));
  return failed("business", t.missing(missing.map((f) => t.fields[f])), t.fix, SHOP_TAB);
}

export async function checkShopSetup(db: Db): Promise<ReadinessItem> {
  const t = text.shopSetup;
  const [savedAt, pages] = await Promise.all([settingsSavedAt(db), savedPageSlugs(db)]);
  const unsaved = unsavedShopSetup({ settings: savedAt !== null, pages });
  if (unsaved.length === 0) return passed("shop-setup", t.ok);
  const titles = messages.shopPages.defaultTitles;
  const names = unsaved.map((thing) => (thing === "rates" ? t.rates : titles[thing]));
  return failed("shop-setup", t.missing(names), t.fix, SHOP_TAB);
}

/**
 * The checks that read the database, and what each is called when it cannot (payments only
 * when neither cards nor PAYMENT_INSTRUCTIONS settle it).
 */
export const DATABASE_CHECKS = ["owner", "business", "shop-setup", "backups", "payments"] as const;
export type DatabaseCheck = (typeof DATABASE_CHECKS)[number];

/**
 * A database-backed check's item when the database could not be read; `where` is the
 * database's own fix's.
 */
export function unchecked(id: DatabaseCheck, state: DatabaseState, where: string): ReadinessItem {
  const what = text.names[id];
  if (state.kind === "in-use") {
    const why = text.uncheckedInUse(state.pid);
    return failed(id, text.unchecked(what, why), text.database.inUseFix, routes.admin.path);
  }
  const why = text.uncheckedDatabase;
  return failed(id, text.unchecked(what, why), text.uncheckedFix, where);
}

/** How long the mail server has to accept a connection and greet. */
export const SMTP_CHECK_MS = 5_000;

/** Which of the mail reasons an SMTP failure is (nodemailer's codes). */
function smtpReason(error: unknown): string {
  const reasons = text.mail.reasons;
  const { code, errno } = error as { code?: string; errno?: string };
  if (code === "EAUTH") return reasons.auth;
  if (code === "ETIMEDOUT" || errno === "ETIMEDOUT") return reasons.timeout;
  if (code === "EDNS" || errno === "ENOTFOUND") return reasons.dns;
  if (code === "ETLS") return reasons.tls;
  if (code === "ESOCKET" || code === "ECONNECTION") {
    return errno === "ECONNREFUSED" || /ECONNREFUSED/.test(String((error as Error).message))
      ? reasons.refused
      : reasons.other;
  }
  return reasons.other;
}

/** Connects to the SMTP server and says hello (nodemailer's verify), within `timeoutMs`. */
async function verifySmtp(url: string, timeoutMs: number): Promise<void> {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      transport.verify(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })),
          timeoutMs + 1_000,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/**
 * The mail server answers, and mail is from an address MAIL_FROM chose; the label shows the
 * From as mail carries it, with the sender name the shop's row says (the address alone when the
 * row could not be read).
 */
export async function checkMail(
  config: Pick<Config, "smtpUrl" | "mailAddress" | "mailFromSet" | "galleryName">,
  /** Undefined when the database could not be read. */
  shop: ShopRow | undefined,
  timeoutMs = SMTP_CHECK_MS,
): Promise<ReadinessItem> {
  const t = text.mail;
  if (!config.smtpUrl) return failed("mail", t.noSmtp, t.fix, DOCS.accounts);
  const host = hostOf(config.smtpUrl);
  try {
    await verifySmtp(config.smtpUrl, timeoutMs);
  } catch (error) {
    return failed("mail", t.unreachable(host, smtpReason(error)), t.fix, DOCS.accounts);
  }
  if (!config.mailFromSet) return failed("mail", t.noFrom(host), t.fix, DOCS.accounts);
  const from = shop
    ? `${senderNameOf(shop, config.galleryName)} <${config.mailAddress}>`
    : config.mailAddress;
  return passed("mail", t.ok(host, from));
}

/**
 * Cards, or instructions saying how buyers pay: the owner's on the Shop tab, or
 * PAYMENT_INSTRUCTIONS'. Without cards or the setting, only the shop's row can tell.
 */
export function checkPayments(
  config: Pick<Config, "stripe" | "paymentInstructionsSet">,
  /** Undefined when the database could not be read. */
  shop: ShopRow | undefined,
  database: DatabaseState,
): ReadinessItem {
  const t = text.payments;
  if (config.stripe) {
    const mode = config.stripe.secretKey.startsWith("sk_live_") ? "live" : "test";
    return passed("payments", t.stripe(mode));
  }
  if (config.paymentInstructionsSet || shop?.paymentInstructions) {
    return passed("payments", t.instructions);
  }
  if (!shop) return unchecked("payments", database, DOCS.stripe);
  return failed("payments", t.missing, t.fix, SHOP_TAB);
}

/**
 * Writes a small probe image and removes it again, through the store the shop uses (the file
 * store, or the bucket through the AWS SDK). Its name is an image's, unique to the check; for
 * the moment it exists it is an image nobody links to.
 */
export async function checkImages(images: ImageStore, config: Pick<Config, "images" | "dataDir">) {
  const t = text.images;
  const where =
    config.images.store === "s3"
      ? t.s3(config.images.bucket)
      : t.file(path.join(config.dataDir, "images"));
  const probe = `readiness-probe-${randomBytes(6).toString("hex")}-1.webp`;
  try {
    await images.put(probe, Buffer.from("readiness probe"));
    await images.remove(probe);
  } catch (error) {
    const reason = error instanceof ImageStoreError ? error.message : failureReason(error);
    return failed("images", t.failed(reason), t.fix, DOCS.images);
  }
  return passed("images", t.ok(where));
}

/**
 * Whether a verified backup is younger than BACKUP_STALE_HOURS: a blocker, since a shop that
 * loses its disk without one loses every order and account.
 */
export async function checkBackups(db: Db, config: Config, now: Date): Promise<ReadinessItem> {
  const t = text.backups;
  const record: BackupRecord = {
    next: config.backups.schedule?.next(now),
    lastAt: (await lastVerifiedBackup(db)) ?? null,
  };
  const state = backupState(record, now);
  const age = record.lastAt ? ageOf(now.getTime() - record.lastAt.getTime()) : "";
  if (state === "recent") return passed("backups", t.recent(age));
  if (state === "not-scheduled") return failed("backups", t.notScheduled, t.fixOff, DOCS.backups);
  const next = formatMoment((record.next ?? now).toISOString());
  const label = state === "never" ? t.never(next) : t.stale(age);
  return failed("backups", label, t.fix, DOCS.backups);
}

/** "3 h", "2 days": how long ago, as the owner reads it. */
function ageOf(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  if (hours < 1) return text.backups.underAnHour;
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}
