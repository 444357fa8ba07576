import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

/** The one-line message parseConfig fails with, or a test failure if it does not fail. */
function configError(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe("parseConfig", () => {
  it("has the documented defaults", () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      trustedOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      galleryName: "Atelier",
      adminEmails: [],
      smtpUrl: undefined,
      mailAddress: "no-reply@localhost",
      mailFromSet: false,
      seedDemo: true,
      orderHoldHours: 72,
      deliveryAssumedDays: 10,
      followDigestMinutes: 60,
      earlyAccessHours: 24,
      reviewInviteDays: 7,
      offersMinPrice: 500,
      offerHoldHours: 48,
      instalmentsMax: 3,
      paymentInstructions:
        "We will e-mail you an invoice with payment details within one working day.",
      paymentInstructionsSet: false,
      stripe: undefined,
      images: { store: "file" },
      trustProxy: 0,
      backups: {
        schedule: expect.objectContaining({ pattern: "0 3 * * *" }),
        dir: path.resolve("./data/backups"),
        keep: { days: 7, weeks: 4, months: 6 },
        s3: undefined,
      },
      metricsToken: undefined,
      logLevel: "info",
    });
  });

  it("backs up on a cron schedule in UK time, or not at all, keeping what BACKUP_KEEP says", () => {
    const config = parseConfig({
      DATA_DIR: "/srv/atelier",
      BACKUP_SCHEDULE: " 30  2 * * 0 ",
      BACKUP_KEEP: "14d,2m",
    }).backups;
    expect(config.schedule?.pattern).toBe("30 2 * * 0");
    // Sunday 29 March 2026: the clocks go forward at 01:00 GMT, so 02:30 is 01:30 GMT.
    expect(config.schedule?.next(new Date("2026-03-28T12:00:00Z")).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(config.dir).toBe("/srv/atelier/backups");
    expect(config.keep).toEqual({ days: 14, weeks: 0, months: 2 });
    expect(parseConfig({ BACKUP_SCHEDULE: "OFF" }).backups.schedule).toBeUndefined();
    expect(parseConfig({ BACKUP_DIR: "/mnt/backups" }).backups.dir).toBe("/mnt/backups");
    for (const bad of ["daily", "0 3 * *", "61 3 * * *", "0 3 30 2 *", "0 0 3 * * *"]) {
      expect(configError({ BACKUP_SCHEDULE: bad })).toMatch(/^Invalid BACKUP_SCHEDULE: /);
    }
    for (const bad of ["7", "7d,7d", "0d", "7y", "7d;4w"]) {
      expect(configError({ BACKUP_KEEP: bad })).toBe(
        "Invalid BACKUP_KEEP: must say how many daily, weekly and monthly backups to keep, e.g. 7d,4w,6m",
      );
    }
  });

  it("copies backups to a bucket with the S3 settings, and guards /metrics with a long token", () => {
    const { s3 } = parseConfig({
      BACKUP_S3_BUCKET: "shop-backups",
      S3_ENDPOINT: "https://s3.example.net/",
      S3_REGION: "eu-west-2",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    }).backups;
    expect(s3).toEqual({
      bucket: "shop-backups",
      prefix: "backups/",
      endpoint: "https://s3.example.net",
      region: "eu-west-2",
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret" },
    });
    expect(
      parseConfig({ BACKUP_S3_BUCKET: "b-1", BACKUP_S3_PREFIX: "/atelier/" }).backups.s3,
    ).toMatchObject({ prefix: "atelier/", credentials: undefined });
    expect(configError({ BACKUP_S3_BUCKET: "No_Such" })).toMatch(/^Invalid BACKUP_S3_BUCKET: /);
    expect(configError({ BACKUP_S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "AKIA" })).toBe(
      "Invalid S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    );
    expect(parseConfig({ METRICS_TOKEN: "a-long-enough-token" }).metricsToken).toBe(
      "a-long-enough-token",
    );
    expect(configError({ METRICS_TOKEN: "short" })).toBe(
      "Invalid METRICS_TOKEN: must be at least 16 characters",
    );
  });

  it("gathers new work for a whole number of minutes, 0 meaning at once", () => {
    expect(parseConfig({ FOLLOW_DIGEST_MINUTES: "0" }).followDigestMinutes).toBe(0);
    expect(parseConfig({ FOLLOW_DIGEST_MINUTES: "15" }).followDigestMinutes).toBe(15);
    for (const bad of ["-1", "1.5", "soon", "10081"]) {
      expect(() => parseConfig({ FOLLOW_DIGEST_MINUTES: bad })).toThrow(
        /^Invalid FOLLOW_DIGEST_MINUTES: /,
      );
    }
  });

  it("invites a review a whole number of days after delivery, 0 meaning at once", () => {
    expect(parseConfig({ REVIEW_INVITE_DAYS: "0" }).reviewInviteDays).toBe(0);
    expect(parseConfig({ REVIEW_INVITE_DAYS: "14" }).reviewInviteDays).toBe(14);
    for (const bad of ["-1", "1.5", "soon", "366"]) {
      expect(() => parseConfig({ REVIEW_INVITE_DAYS: bad })).toThrow(
        /^Invalid REVIEW_INVITE_DAYS: /,
      );
    }
  });

  it("takes a shipped order as delivered after a whole number of days", () => {
    expect(parseConfig({ DELIVERY_ASSUMED_DAYS: "7" }).deliveryAssumedDays).toBe(7);
    for (const bad of ["0", "-3", "2.5", "soon", "91"]) {
      expect(() => parseConfig({ DELIVERY_ASSUMED_DAYS: bad })).toThrow(
        /^Invalid DELIVERY_ASSUMED_DAYS: /,
      );
    }
  });

  it("takes card payments only with both Stripe keys, each of its kind", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_xyz" };
    expect(parseConfig({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:12111" }).stripe).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_xyz",
      apiBase: "http://127.0.0.1:12111",
    });
    expect(() => parseConfig({ ...keys, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      "Invalid STRIPE_SECRET_KEY: must be a Stripe secret key (sk_…)",
    );
    expect(() => parseConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(
      /^Invalid STRIPE_WEBHOOK_SECRET: /,
    );
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      "Invalid STRIPE_WEBHOOK_SECRET: card payments need both Stripe keys",
    );
    expect(() => parseConfig({ ...keys, STRIPE_API_BASE: "ftp://x" })).toThrow(
      /^Invalid STRIPE_API_BASE: /,
    );
  });

  it("reads ORDER_HOLD_HOURS as hours, and refuses what cannot be one", () => {
    expect(parseConfig({ ORDER_HOLD_HOURS: "0.5" }).orderHoldHours).toBe(0.5);
    for (const value of ["0", "-3", "soon", "100000"]) {
      expect(() => parseConfig({ ORDER_HOLD_HOURS: value })).toThrow(/^Invalid ORDER_HOLD_HOURS: /);
    }
  });

  it("takes PAYMENT_INSTRUCTIONS as written, and knows it was set", () => {
    expect(
      parseConfig({ PAYMENT_INSTRUCTIONS: "  Pay by bank transfer to 12-34-56. " }),
    ).toMatchObject({
      paymentInstructions: "Pay by bank transfer to 12-34-56.",
      paymentInstructionsSet: true,
    });
    expect(parseConfig({ PAYMENT_INSTRUCTIONS: "  " }).paymentInstructionsSet).toBe(false);
  });

  it("trusts only PUBLIC_URL's origin once it is set", () => {
    expect(parseConfig({ PUBLIC_URL: "https://gallery.example/shop/" })).toMatchObject({
      publicUrl: "https://gallery.example/shop",
      trustedOrigins: ["https://gallery.example"],
    });
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: " ", SEED_DEMO: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
    });
  });

  it("derives PUBLIC_URL from PORT, and keeps an explicit one without its trailing slash", () => {
    expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe(
      "https://shop.example",
    );
  });

  it.each(["abc", "3000abc", "3.5", "-1", "65536"])("refuses PORT=%s naming PORT", (port) => {
    expect(configError({ PORT: port })).toMatch(/^Invalid PORT: /);
  });

  it.each(["not a url", "mysql://db.example/atelier", "localhost:5432"])(
    "refuses DATABASE_URL=%s naming DATABASE_URL",
    (url) => {
      expect(configError({ DATABASE_URL: url })).toMatch(/^Invalid DATABASE_URL: /);
    },
  );

  it("accepts postgres:// and postgresql:// URLs", () => {
    for (const url of ["postgres://u:p@db:5432/atelier", "postgresql://db/atelier"]) {
      expect(parseConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it.each(["false", "FALSE", "0", "no", "off"])("SEED_DEMO=%s turns seeding off", (value) => {
    expect(parseConfig({ SEED_DEMO: value }).seedDemo).toBe(false);
  });

  it.each(["true", "1", "yes", "on"])("SEED_DEMO=%s leaves seeding on", (value) => {
    expect(parseConfig({ SEED_DEMO: value }).seedDemo).toBe(true);
  });

  it("refuses an unreadable SEED_DEMO naming it", () => {
    expect(configError({ SEED_DEMO: "maybe" })).toMatch(/^Invalid SEED_DEMO: /);
  });

  it("refuses PUBLIC_URL and SMTP_URL of the wrong kind, naming each", () => {
    expect(configError({ PUBLIC_URL: "ftp://shop.example" })).toMatch(/^Invalid PUBLIC_URL: /);
    expect(configError({ SMTP_URL: "http://mail.example" })).toMatch(/^Invalid SMTP_URL: /);
  });

  it("reads ADMIN_EMAILS as trimmed, lower-cased addresses", () => {
    expect(
      parseConfig({ ADMIN_EMAILS: " Owner@Gallery.example, ,b@c.example," }).adminEmails,
    ).toEqual(["owner@gallery.example", "b@c.example"]);
  });

  it("sends from no-reply at the public host, or from MAIL_FROM's address alone", () => {
    const config = parseConfig({ GALLERY_NAME: "Studio Nord", PUBLIC_URL: "https://art.example" });
    expect(config.mailAddress).toBe("no-reply@art.example");
    expect(config.mailFromSet).toBe(false);
    // Its name, if it gives one, is not used: the shop's sender name setting is.
    const named = parseConfig({ MAIL_FROM: ' "Studio, Nord" <studio@art.example> ' });
    expect(named).toMatchObject({ mailAddress: "studio@art.example", mailFromSet: true });
    expect(parseConfig({ MAIL_FROM: "shop@art.example" }).mailAddress).toBe("shop@art.example");
    for (const bad of ["Studio Nord", "Studio <>", "a@b c@d"]) {
      expect(configError({ MAIL_FROM: bad })).toBe(
        "Invalid MAIL_FROM: must be an e-mail address, alone or as Name <address>",
      );
    }
  });

  describe("images in S3", () => {
    const s3 = {
      IMAGE_STORE: "s3",
      S3_BUCKET: "atelier-images",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret/key+example",
    };

    it("reads the bucket, endpoint, region, keys and public URL", () => {
      expect(parseConfig({ ...s3, S3_PUBLIC_URL: "https://cdn.example/art/" }).images).toEqual({
        store: "s3",
        bucket: "atelier-images",
        endpoint: "http://127.0.0.1:9000",
        region: "us-east-1",
        credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret/key+example" },
        publicUrl: "https://cdn.example/art",
      });
      expect(parseConfig({ ...s3, S3_REGION: "eu-west-2" }).images).toMatchObject({
        region: "eu-west-2",
        publicUrl: undefined,
      });
    });

    it("leaves the keys to the AWS SDK's own chain when neither is set", () => {
      const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, ...aws } = s3;
      expect(parseConfig(aws).images).toMatchObject({
        endpoint: undefined,
        credentials: undefined,
      });
    });

    it("keeps images in DATA_DIR with IMAGE_STORE=file, whatever S3_* says", () => {
      expect(parseConfig({ ...s3, IMAGE_STORE: "file" }).images).toEqual({ store: "file" });
    });

    it.each<[string, Record<string, string>, RegExp]>([
      ["an unknown store", { IMAGE_STORE: "ftp" }, /^Invalid IMAGE_STORE: must be file or s3$/],
      ["S3_BUCKET without IMAGE_STORE", { S3_BUCKET: "atelier" }, /^Invalid IMAGE_STORE: /],
      ["no bucket", { ...s3, S3_BUCKET: "" }, /^Invalid S3_BUCKET: IMAGE_STORE=s3 needs/],
      ["a bad bucket name", { ...s3, S3_BUCKET: "My_Bucket" }, /^Invalid S3_BUCKET: /],
      ["a bad endpoint", { ...s3, S3_ENDPOINT: "127.0.0.1:9000" }, /^Invalid S3_ENDPOINT: /],
      ["a bad region", { ...s3, S3_REGION: "EU West" }, /^Invalid S3_REGION: /],
      ["a key id alone", { ...s3, S3_SECRET_ACCESS_KEY: "" }, /^Invalid S3_SECRET_ACCESS_KEY: /],
      ["a secret alone", { ...s3, S3_ACCESS_KEY_ID: " " }, /^Invalid S3_ACCESS_KEY_ID: /],
      ["a bad public URL", { ...s3, S3_PUBLIC_URL: "cdn.example" }, /^Invalid S3_PUBLIC_URL: /],
    ])("stops at %s, naming the variable in one line", (_, env, message) => {
      const line = configError(env);
      expect(line).toMatch(message);
      expect(line).not.toContain("\n");
      expect(line).not.toContain("secret/key");
    });
  });

  it("reads TRUST_PROXY as a number of proxies, and refuses anything else", () => {
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(0);
    for (const value of ["true", "-1", "1.5", "loopback", "100"]) {
      expect(configError({ TRUST_PROXY: value })).toMatch(/^Invalid TRUST_PROXY: /);
    }
  });

  it("reads LOG_LEVEL in any case, and refuses an unknown level", () => {
    expect(parseConfig({ LOG_LEVEL: " DEBUG " }).logLevel).toBe("debug");
    expect(parseConfig({ LOG_LEVEL: "silent" }).logLevel).toBe("silent");
    expect(configError({ LOG_LEVEL: "verbose" })).toMatch(
      /^Invalid LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent$/,
    );
  });
});
