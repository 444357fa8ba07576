import path from "node:path";
import { z } from "zod";

/**
 * The runtime contract of DESIGN §2, parsed once at boot. Nothing else reads process.env.
 */
const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["", "1", "0", "true", "false", "yes", "no", "on", "off"].includes(v), {
    error: "must be true or false",
  })
  .transform((v) => !["0", "false", "no", "off"].includes(v));

const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

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
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  ORDER_HOLD_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: "must be a number of hours" })
      .positive({ error: "must be more than 0 hours" })
      .max(24 * 60, { error: "must be at most 1440 hours (60 days)" })
      .default(72),
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
});

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
  mailFrom: string;
  seedDemo: boolean;
  /** DESIGN §8: how long an order awaiting payment holds its paintings. */
  orderHoldHours: number;
  /** DESIGN §8: what the buyer is told to do to pay (manual payment). */
  paymentInstructions: string;
  /** DESIGN §9: card payments through Stripe Checkout, when both keys are set. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
};

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  // DESIGN §9: card payments need both keys; one without the other is a mistake, not a choice.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    throw new ConfigError(`Invalid ${missing}: card payments need both Stripe keys`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
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
    mailFrom: e.MAIL_FROM ?? `${e.GALLERY_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    seedDemo: e.SEED_DEMO,
    orderHoldHours: e.ORDER_HOLD_HOURS,
    paymentInstructions: e.PAYMENT_INSTRUCTIONS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
  };
}
