import path from "node:path";
import { z } from "zod";
import {
  type BackupSchedule,
  DEFAULT_KEEP,
  DEFAULT_SCHEDULE,
  type KeepRule,
  parseKeep,
  parseSchedule,
} from "#shared/backup-schedule";
import { INSTALMENTS_MAX, OFFER_HOLD_HOURS, OFFERS_MIN_PRICE } from "#shared/offers";
import { addressOf, booleanFlag, emptyAsUndefined } from "./env-values";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The environment (every variable optional, documented in docs/operations.md), parsed once at boot.
 * Nothing else reads process.env.
 */
const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be between 0 and 65535" })
      .max(65535, { error: "must be between 0 and 65535" })
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("127.0.0.1")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "must be a postgres:// or postgresql:// URL",
      })
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  GALLERY_NAME: z.preprocess(emptyAsUndefined, z.string().trim().max(80).default("Atelier")),
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().default("")),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  // Only its address is used: the name every e-mail is from is the shop's sender name setting.
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .transform(addressOf)
      .refine((address) => /^[^\s@<>"]+@[^\s@<>"]+$/.test(address), {
        error: "must be an e-mail address, alone or as Name <address>",
      })
      .optional(),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  ORDER_HOLD_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of hours" })
      .positive({ error: "must be more than 0 hours" })
      .max(24 * 60, { error: "must be at most 1440 hours (60 days)" })
      .default(72),
  ),
  DELIVERY_ASSUMED_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of days" })
      .int({ error: "must be a whole number of days" })
      .min(1, { error: "must be at least 1 day" })
      .max(90, { error: "must be at most 90 days" })
      .default(10),
  ),
  FOLLOW_DIGEST_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of minutes" })
      .int({ error: "must be a whole number of minutes" })
      .min(0, { error: "must be 0 or more minutes" })
      .max(7 * 24 * 60, { error: "must be at most 10080 minutes (a week)" })
      .default(60),
  ),
  EARLY_ACCESS_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of hours" })
      .int({ error: "must be a whole number of hours" })
      .min(0, { error: "must be 0 or more hours" })
      .max(24 * 30, { error: "must be at most 720 hours (30 days)" })
      .default(24),
  ),
  REVIEW_INVITE_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of days" })
      .int({ error: "must be a whole number of days" })
      .min(0, { error: "must be 0 or more days" })
      .max(365, { error: "must be at most 365 days" })
      .default(7),
  ),
  OFFERS_MIN_PRICE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a price in pounds" })
      .int({ error: "must be a whole number of pounds" })
      .min(1, { error: "must be at least £1" })
      .max(10_000_000, { error: "must be at most £10,000,000" })
      .default(OFFERS_MIN_PRICE),
  ),
  OFFER_HOLD_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of hours" })
      .int({ error: "must be a whole number of hours" })
      .min(1, { error: "must be at least 1 hour" })
      .max(7 * 24, { error: "must be at most 168 hours (a week)" })
      .default(OFFER_HOLD_HOURS),
  ),
  INSTALMENTS_MAX: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of parts" })
      .int({ error: "must be a whole number of parts" })
      .min(1, { error: "must be at least 1 (no instalments)" })
      .max(12, { error: "must be at most 12 parts" })
      .default(INSTALMENTS_MAX),
  ),
  PAYMENT_INSTRUCTIONS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(2000, { error: "must be at most 2000 characters" })
      .default("We will e-mail you an invoice with payment details within one working day."),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, { error: "must be a Stripe secret key (sk_…)" })
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=_-]+$/, {
        error: "must be a Stripe webhook signing secret (whsec_…)",
      })
      .optional(),
  ),
  STRIPE_API_BASE: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  // Images in DATA_DIR or in an S3-compatible bucket.
  IMAGE_STORE: z.preprocess(
    emptyAsUndefined,
    z.enum(["file", "s3"], { error: "must be file or s3" }).optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
      })
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, { error: "must be a region name such as eu-west-2" })
      .default("us-east-1"),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().trim().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be the number of proxies in front (1, 2, …)" })
      .int({ error: "must be the number of proxies in front (1, 2, …)" })
      .min(0, { error: "must be the number of proxies in front (1, 2, …)" })
      .max(20, { error: "must be at most 20 proxies" })
      .default(0),
  ),
  // Scheduled backups (src/server/backup/scheduled.ts) and where they go.
  BACKUP_SCHEDULE: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_SCHEDULE)),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(DEFAULT_KEEP)
      .refine((text) => parseKeep(text) !== undefined, {
        error: "must say how many daily, weekly and monthly backups to keep, e.g. 7d,4w,6m",
      }),
  ),
  BACKUP_S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
      })
      .optional(),
  ),
  BACKUP_S3_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]{1,200}$/, {
        error: "must be a key prefix of letters, digits and / - _ . only",
      })
      .default("backups/"),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() || undefined : value),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
});

/** Where images are kept. Holds the S3 secret: never log it. */
export type ImageStoreConfig =
  | { store: "file" }
  | {
      store: "s3";
      bucket: string;
      /** Any S3-compatible service; unset, AWS S3 itself. */
      endpoint: string | undefined;
      region: string;
      /** Unset, the AWS SDK's own chain (environment, instance role, …). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Where browsers fetch images (a CDN, a public bucket); unset, the server streams them. */
      publicUrl: string | undefined;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Origins whose state-changing requests are accepted: PUBLIC_URL's, and by default both
   *  names of this machine (localhost and 127.0.0.1), so either address works locally. */
  trustedOrigins: string[];
  galleryName: string;
  adminEmails: string[];
  smtpUrl: string | undefined;
  /** The address every e-mail is from: MAIL_FROM's, else no-reply at PUBLIC_URL's host. */
  mailAddress: string;
  /** Whether MAIL_FROM was set, rather than made from PUBLIC_URL. */
  mailFromSet: boolean;
  seedDemo: boolean;
  /** How long an order awaiting payment holds its paintings. */
  orderHoldHours: number;
  /**
   * How many days after dispatch a shipped order the owner has not marked delivered is taken
   * as delivered (its right to cancel counted from then).
   */
  deliveryAssumedDays: number;
  /** How long new works are gathered into one mail to followers; 0 sends one per work at once. */
  followDigestMinutes: number;
  /**
   * How many hours before a release confirmed followers get their early look (a mail with a
   * preview link); 0 gives none.
   */
  earlyAccessHours: number;
  /** How many days after delivery a buyer is invited to review their order. */
  reviewInviteDays: number;
  /** The lowest price, in pounds, of a work that takes offers. */
  offersMinPrice: number;
  /** How long an accepted offer keeps the work for its buyer. */
  offerHoldHours: number;
  /** The most monthly parts a buyer may pay a work in; 1 offers none. */
  instalmentsMax: number;
  /** What the buyer is told to do to pay (manual payment). */
  paymentInstructions: string;
  /** Whether PAYMENT_INSTRUCTIONS was set: the default is a stand-in nobody chose. */
  paymentInstructionsSet: boolean;
  /** Card payments through Stripe Checkout, when both keys are set. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** IMAGE_STORE and S3_*. */
  images: ImageStoreConfig;
  /** How many proxies stand in front (TRUST_PROXY); 0 trusts no forwarded header. */
  trustProxy: number;
  /** BACKUP_*: when backups are made (undefined: off), where, and how many are kept. */
  backups: BackupConfig;
  /** The bearer token /metrics asks for (METRICS_TOKEN); unset, there is no /metrics. */
  metricsToken: string | undefined;
  logLevel: LogLevel;
};

/** Scheduled backups. The S3 copy uses the S3_* settings' endpoint, region and keys. */
export type BackupConfig = {
  schedule: BackupSchedule | undefined;
  dir: string;
  keep: KeepRule;
  s3:
    | {
        bucket: string;
        prefix: string;
        endpoint: string | undefined;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
};

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  // Card payments need both keys; one without the other is a mistake, not a choice.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new ConfigError(`Invalid ${missing}: card payments need both Stripe keys`);
  }
  const images = imageStoreConfig(e);
  const schedule = parseSchedule(e.BACKUP_SCHEDULE);
  if (typeof schedule === "object" && "error" in schedule) {
    throw new ConfigError(`Invalid BACKUP_SCHEDULE: ${schedule.error}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustedOrigins: e.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`],
    galleryName: e.GALLERY_NAME,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailAddress: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    mailFromSet: e.MAIL_FROM !== undefined,
    seedDemo: e.SEED_DEMO,
    orderHoldHours: e.ORDER_HOLD_HOURS,
    deliveryAssumedDays: e.DELIVERY_ASSUMED_DAYS,
    followDigestMinutes: e.FOLLOW_DIGEST_MINUTES,
    earlyAccessHours: e.EARLY_ACCESS_HOURS,
    reviewInviteDays: e.REVIEW_INVITE_DAYS,
    offersMinPrice: e.OFFERS_MIN_PRICE,
    offerHoldHours: e.OFFER_HOLD_HOURS,
    instalmentsMax: e.INSTALMENTS_MAX,
    paymentInstructions: e.PAYMENT_INSTRUCTIONS,
    paymentInstructionsSet: emptyAsUndefined(env.PAYMENT_INSTRUCTIONS) !== undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    images,
    trustProxy: e.TRUST_PROXY,
    backups: {
      schedule: schedule === "off" ? undefined : schedule,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, "backups")),
      keep: parseKeep(e.BACKUP_KEEP) ?? { days: 7, weeks: 4, months: 6 },
      s3: e.BACKUP_S3_BUCKET
        ? {
            bucket: e.BACKUP_S3_BUCKET,
            prefix: e.BACKUP_S3_PREFIX.replace(/^\/+/, ""),
            ...s3Connection(e),
          }
        : undefined,
    },
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
  };
}

/** IMAGE_STORE with its S3_* settings, each mistake named by its variable. */
function imageStoreConfig(e: z.infer<typeof envSchema>): ImageStoreConfig {
  const store = e.IMAGE_STORE ?? "file";
  if (store === "file") {
    // S3 settings with no IMAGE_STORE were meant for the bucket: say so rather than ignore them.
    if (e.IMAGE_STORE === undefined && e.S3_BUCKET) {
      throw new ConfigError(
        "Invalid IMAGE_STORE: set it to s3 to keep images in S3_BUCKET, or to file to keep them in DATA_DIR",
      );
    }
    return { store };
  }
  if (!e.S3_BUCKET) throw new ConfigError("Invalid S3_BUCKET: IMAGE_STORE=s3 needs a bucket name");
  return {
    store,
    bucket: e.S3_BUCKET,
    ...s3Connection(e),
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

/** How to reach S3 (S3_ENDPOINT, S3_REGION and the keys), for images and backups alike. */
function s3Connection(e: z.infer<typeof envSchema>) {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(
      `Invalid ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
