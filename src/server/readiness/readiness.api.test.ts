import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/backup/tables";
import { backups } from "#server/db/schema";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";
import { READINESS_CHECKS, type Readiness, type ReadinessItem } from "#shared/readiness";
import { routes } from "#shared/routes";
import { type SettingsBody, SHOP_PAGE_SLUGS } from "#shared/shop";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { createTestBucket } from "#tests/s3";
import { createSmtpReceiver, type SmtpReceiver } from "#tests/smtp-receiver";
import { DOCS } from "./checks";
import { createReadiness } from "./service";

const text = messages.readiness;

const settings: SettingsBody = {
  businessName: "Maren Holloway Fine Art",
  address: "Studio 4, 12 Harbour Street\nFalmouth TR11 2AB",
  email: "studio@holloway.example",
  vatNumber: null,
  delivery: {
    rates: {
      uk: { small: 0, medium: 10, large: 25, oversize: 60 },
      europe: { small: 45, medium: 75, large: 140, oversize: null },
      world: { small: 80, medium: 140, large: null, oversize: null },
    },
    collection: true,
  },
  senderName: "Holloway Studio",
};

/** The owner's readiness list, as the Overview asks for it. */
async function readiness(t: TestApp, owner: TestUser) {
  const response = await t.app.request("/api/admin/readiness", {
    headers: { cookie: owner.cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const raw = await response.text();
  const body: Readiness = JSON.parse(raw);
  const item = (id: ReadinessItem["id"]) => body.items.find((entry) => entry.id === id);
  return { body, raw, item };
}

/** How many migrations the database records as applied. */
async function applied(t: TestApp): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(rowsOf<{ n: number }>(result)[0].n);
}

/** Everything the Shop tab saves: the business details and rates, and all five pages. */
async function saveShop(t: TestApp, owner: TestUser) {
  const headers = { cookie: owner.cookie };
  expect((await t.send("PUT", "/api/admin/settings", settings, headers)).status).toBe(200);
  for (const slug of SHOP_PAGE_SLUGS) {
    const page = { title: `Our ${slug}`, markdown: `All about ${slug}.` };
    expect((await t.send("PUT", `/api/admin/pages/${slug}`, page, headers)).status).toBe(200);
  }
}

/** A scheduled backup made and verified at `at`, as the scheduler records it. */
async function verifiedBackup(t: TestApp, at: string) {
  const when = new Date(at);
  await t.db.insert(backups).values({
    id: at.slice(0, 16),
    slotAt: when,
    status: "verified",
    madeBy: "test",
    startedAt: when,
    finishedAt: when,
    bytes: 1000,
    places: ["disk"],
  });
}

const SMTP_USER = { user: "studio-mailer", pass: "smtp-Secret-pa55" };
const STRIPE_KEY = "sk_live_readinessSecretKey123";
const WEBHOOK_SECRET = "whsec_readinessWebhookSecret456";
const DATABASE_PASSWORD = "db-Secret-pa55";

describe(`GET /api/admin/readiness on a new shop, on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
  });

  it("is for owners only: 401 signed out, 403 for a shopper", async () => {
    expect((await t.app.request("/api/admin/readiness")).status).toBe(401);
    const shopper = await t.signIn();
    const asShopper = await t.app.request("/api/admin/readiness", {
      headers: { cookie: shopper.cookie },
    });
    expect(asShopper.status).toBe(403);
  });

  it("lists the nine items in order, each with its state and, while failing, its fix", async () => {
    const { body } = await readiness(t, owner);
    expect(body.items.map((item) => item.id)).toEqual([...READINESS_CHECKS]);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(["blocker", "fix", "id", "label", "ok"]);
      expect(item.label).not.toBe("");
      if (item.ok) expect(item.fix).toBeNull();
      else expect(item.fix).toEqual({ text: expect.any(String), where: expect.any(String) });
    }
  });

  it("is not ready: its blockers say what to put right, and where", async () => {
    const { body, item } = await readiness(t, owner);
    expect(body.ready).toBe(false);
    expect(body.items.filter((i) => !i.ok).map((i) => i.id)).toEqual([
      "public-url",
      "business",
      "shop-setup",
      "mail",
      "payments",
      "backups",
    ]);
    expect(item("public-url")).toEqual({
      id: "public-url",
      ok: false,
      blocker: true,
      label: text.publicUrl.notHttps("http://localhost:3000"),
      fix: { text: text.publicUrl.fix, where: DOCS.configuration },
    });
    expect(item("business")).toMatchObject({
      blocker: true,
      label: text.business.missing(["trading name", "address", "contact e-mail"]),
      fix: { text: text.business.fix, where: `${routes.admin.path}?tab=shop` },
    });
    const titles = messages.shopPages.defaultTitles;
    expect(item("shop-setup")).toMatchObject({
      blocker: true,
      label: text.shopSetup.missing([
        text.shopSetup.rates,
        titles.about,
        titles.delivery,
        titles.returns,
        titles.terms,
        titles.privacy,
      ]),
      fix: { where: "/admin?tab=shop" },
    });
    expect(item("mail")).toMatchObject({ blocker: true, label: text.mail.noSmtp });
    expect(item("payments")).toMatchObject({
      blocker: true,
      label: text.payments.missing,
      fix: { text: text.payments.fix, where: "/admin?tab=shop" },
    });
    // The first backup is due at the schedule's next slot (03:00 by default).
    const next = t.config.backups.schedule?.next(new Date()) ?? new Date();
    expect(item("backups")).toEqual({
      id: "backups",
      ok: false,
      blocker: true,
      label: text.backups.never(formatMoment(next.toISOString())),
      fix: { text: text.backups.fix, where: DOCS.backups },
    });
  });

  it("finds what a new shop has: a current database, the owner and writable images", async () => {
    const { item } = await readiness(t, owner);
    const migrations = await applied(t);
    expect(item("database")).toEqual({
      id: "database",
      ok: true,
      blocker: true,
      label: text.database.ok(text.database.embedded(`${t.config.dataDir}/pglite`), migrations),
      fix: null,
    });
    expect(item("owner")).toMatchObject({ ok: true, label: text.owner.ok });
    expect(item("images")).toMatchObject({
      ok: true,
      label: text.images.ok(text.images.file(`${t.config.dataDir}/images`)),
    });
    // The probe was removed again.
    expect(await t.images.list()).toEqual([]);
  });

  it("names the pages still on their defaults once the rates are saved", async () => {
    const headers = { cookie: owner.cookie };
    expect((await t.send("PUT", "/api/admin/settings", settings, headers)).status).toBe(200);
    const page = { title: "About the studio", markdown: "Hello." };
    expect((await t.send("PUT", "/api/admin/pages/about", page, headers)).status).toBe(200);
    const { item } = await readiness(t, owner);
    const titles = messages.shopPages.defaultTitles;
    expect(item("business")).toMatchObject({
      ok: true,
      label: text.business.ok(settings.businessName),
    });
    expect(item("shop-setup")?.label).toBe(
      text.shopSetup.missing([titles.delivery, titles.returns, titles.terms, titles.privacy]),
    );
  });

  it("says the database is behind while a migration is not applied", async () => {
    // The newest migration's record taken away, and put back: the test databases are reused.
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
      ),
    );
    try {
      const { body, item } = await readiness(t, owner);
      const where = text.database.embedded(`${t.config.dataDir}/pglite`);
      const all = await applied(t);
      expect(item("database")).toMatchObject({
        ok: false,
        blocker: true,
        label: text.database.behind(where, all, all + 1),
        fix: { text: text.database.behindFix },
      });
      // What reads the shop's rows waits for a current database.
      for (const id of ["owner", "business", "shop-setup"] as const) {
        expect(item(id)).toMatchObject({
          ok: false,
          label: text.unchecked(text.names[id], text.uncheckedDatabase),
        });
      }
      expect(body.ready).toBe(false);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
  });

  it("passes backups only while a verified one is younger than 26 hours, or says why not", async () => {
    const at = (now: string, config = t.config) =>
      createReadiness({ db: t.db, config, images: t.images, clock: () => new Date(now) })
        .check()
        .then((answer) => answer.items.at(-1));
    await verifiedBackup(t, "2027-03-10T03:00:00Z");
    expect(await at("2027-03-10T13:30:00Z")).toMatchObject({
      id: "backups",
      ok: true,
      blocker: true,
      label: text.backups.recent("10 h"),
    });
    expect(await at("2027-03-11T05:01:00Z")).toMatchObject({
      ok: false,
      label: text.backups.stale("26 h"),
      fix: { text: text.backups.fix },
    });
    const off = { ...t.config, backups: { ...t.config.backups, schedule: undefined } };
    expect(await at("2027-03-10T13:30:00Z", off)).toMatchObject({
      ok: false,
      label: text.backups.notScheduled,
      fix: { text: text.backups.fixOff },
    });
  });
});

/** The configured shop's mail server, which takes one user's password. */
const smtp = await createSmtpReceiver({ auth: SMTP_USER });

/** A shop set up as for opening, with secrets in its settings that must never be shown. */
const configured = {
  PUBLIC_URL: "https://www.example.co.uk",
  SMTP_URL: smtp.url,
  MAIL_FROM: "Maren Holloway <studio@example.co.uk>",
  STRIPE_SECRET_KEY: STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  // Named for its password; the checks read the test's own database all the same.
  DATABASE_URL: `postgres://atelier:${DATABASE_PASSWORD}@db.internal.example:5432/atelier`,
};

describe(`GET /api/admin/readiness on a configured shop, on ${testDbKind}`, () => {
  const t = useTestApp({ env: configured });
  let owner: TestUser;
  beforeAll(async () => {
    await smtp.start();
    owner = await t.signIn({ owner: true });
    await saveShop(t, owner);
    await verifiedBackup(t, new Date(Date.now() - 3 * 3_600_000).toISOString());
  });
  afterAll(() => smtp.stop());

  it("is ready: every check passes, the last backup verified 3 h ago", async () => {
    const { body, item } = await readiness(t, owner);
    expect(body.items.filter((i) => !i.ok).map((i) => i.id)).toEqual([]);
    expect(body.ready).toBe(true);
    expect(item("backups")?.label).toBe(text.backups.recent("3 h"));
    expect(item("public-url")?.label).toBe(text.publicUrl.ok("https://www.example.co.uk"));
    // From MAIL_FROM's address, under the sender name saved on the Shop tab.
    expect(item("mail")?.label).toBe(
      text.mail.ok(new URL(smtp.url).host, "Holloway Studio <studio@example.co.uk>"),
    );
    expect(item("payments")?.label).toBe(text.payments.stripe("live"));
    expect(item("shop-setup")?.label).toBe(text.shopSetup.ok);
    expect(item("database")?.label).toBe(
      text.database.ok(text.database.postgres("db.internal.example:5432"), await applied(t)),
    );
  });

  it("shows no secret: no password, key or signing secret, in any field", async () => {
    const { raw } = await readiness(t, owner);
    for (const secret of [SMTP_USER.pass, STRIPE_KEY, WEBHOOK_SECRET, DATABASE_PASSWORD]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toContain(SMTP_USER.user);
    expect(raw).toContain("db.internal.example");
  });

  it("says when the mail server refuses the password, without showing it", async () => {
    const wrong = createReadiness({
      db: t.db,
      config: { ...t.config, smtpUrl: smtp.url.replace(SMTP_USER.pass, "not-the-password") },
      images: t.images,
      clock: () => new Date(),
    });
    const { items } = await wrong.check();
    const mail = items.find((i) => i.id === "mail");
    expect(mail).toMatchObject({
      ok: false,
      blocker: true,
      label: text.mail.unreachable(new URL(smtp.url).host, text.mail.reasons.auth),
    });
    expect(JSON.stringify(items)).not.toContain("not-the-password");
  });
});

describe(`the mail and images checks, on ${testDbKind}`, () => {
  let closed: SmtpReceiver;
  let open: SmtpReceiver;
  beforeAll(async () => {
    closed = await createSmtpReceiver(); // never started: its port refuses connections
    open = await createSmtpReceiver();
    await open.start();
  });
  afterAll(() => open.stop());
  const t = useTestApp();

  const check = async (change: Partial<TestApp["config"]>, images = t.images) => {
    const { items } = await createReadiness({
      db: t.db,
      config: { ...t.config, ...change },
      images,
      clock: () => new Date(),
    }).check();
    return (id: ReadinessItem["id"]) => items.find((item) => item.id === id);
  };

  it("fails the mail on a port nobody answers", async () => {
    const item = await check({ smtpUrl: closed.url, mailFromSet: true });
    expect(item("mail")).toMatchObject({
      ok: false,
      blocker: true,
      label: text.mail.unreachable(new URL(closed.url).host, text.mail.reasons.refused),
      fix: { text: text.mail.fix, where: DOCS.accounts },
    });
  });

  it("wants MAIL_FROM set even when the server answers", async () => {
    const host = new URL(open.url).host;
    expect((await check({ smtpUrl: open.url, mailFromSet: false }))("mail")).toMatchObject({
      ok: false,
      label: text.mail.noFrom(host),
    });
    const ok = await check({ smtpUrl: open.url, mailFromSet: true, mailAddress: "a@b.example" });
    // No sender name saved: the gallery's name.
    expect(ok("mail")).toMatchObject({
      ok: true,
      label: text.mail.ok(host, "Atelier <a@b.example>"),
    });
  });

  it("takes payment instructions the owner set in place of cards", async () => {
    expect((await check({ paymentInstructionsSet: true }))("payments")).toMatchObject({
      ok: true,
      label: text.payments.instructions,
    });
  });

  it("takes payment instructions the owner saved on the Shop tab", async () => {
    expect((await check({}))("payments")).toMatchObject({ ok: false });
    const owner = await t.signIn({ owner: true });
    const saved = { ...settings, paymentInstructions: "Bank transfer to Holloway Studio." };
    const response = await t.send("PUT", "/api/admin/settings", saved, { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect((await check({}))("payments")).toMatchObject({
      ok: true,
      label: text.payments.instructions,
    });
  });

  it("writes and removes a probe in an S3 bucket, showing its name but not its keys", async () => {
    const { createTestApp } = await import("#tests/api");
    const bucket = await createTestBucket();
    const s3 = await createTestApp({ env: bucket.env });
    try {
      const owner = await s3.signIn({ owner: true });
      const { item, raw } = await readiness(s3, owner);
      expect(item("images")).toMatchObject({
        ok: true,
        label: text.images.ok(text.images.s3(bucket.bucket)),
      });
      expect(raw).not.toContain(bucket.env.S3_SECRET_ACCESS_KEY);
      expect(await s3.images.list()).toEqual([]);
    } finally {
      await s3.close();
    }
  });

  it("fails the images when the store cannot be written", async () => {
    const broken = {
      ...t.images,
      put: async () => {
        throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      },
    };
    const item = await check({}, broken);
    expect(item("images")).toMatchObject({
      ok: false,
      blocker: true,
      label: text.images.failed("EACCES"),
      fix: { where: DOCS.images },
    });
  });
});
