import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/backup/tables";
import { users } from "#server/db/auth-schema";
import type { Database } from "#server/db/client";
import { artworks, backups } from "#server/db/schema";
import { savePage } from "#server/shop/pages";
import { saveSettings } from "#server/shop/service";
import { messages } from "#shared/messages";
import { SHOP_PAGE_SLUGS } from "#shared/shop";
import { createShopDatabase, testDbKind } from "#tests/database";
import { freePort, runServerEntry, startServer } from "#tests/server-process";
import { createSmtpReceiver } from "#tests/smtp-receiver";
import { DOCS } from "./checks";
import { runDoctor } from "./doctor";

// `npm run doctor` on a shop's settings (DATA_DIR, and DATABASE_URL on the PostgreSQL tier):
// its main in this process, and once as the built dist/server/doctor.js.

const text = messages.readiness;

const cleanUps: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
});

/** A shop's settings on the tier's database; `made`: its database created and migrated. */
async function shop({ made = true } = {}) {
  const created = await createShopDatabase({ made });
  cleanUps.push(created.drop);
  return created;
}

/** The doctor's main, its report and exit code. */
async function doctor(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDoctor({
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

const where = (env: { DATA_DIR: string; DATABASE_URL?: string }) =>
  env.DATABASE_URL
    ? text.database.postgres(new URL(env.DATABASE_URL).host)
    : text.database.embedded(path.join(env.DATA_DIR, "pglite"));

/** How many migrations the shop's database records as applied. */
async function appliedMigrations(open: () => Promise<Database>) {
  const database = await open();
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return rowsOf<{ n: number }>(result)[0].n;
  } finally {
    await database.close();
  }
}

const smtp = await createSmtpReceiver();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

describe(`npm run doctor on ${testDbKind}`, { timeout: 120_000 }, () => {
  it("fails a fresh shop: each blocker a ✗ line with its fix, then the count of blockers", async () => {
    const { env, open } = await shop();
    const migrations = await appliedMigrations(open);
    const { code, out, err } = await doctor({ ...env, BACKUP_SCHEDULE: "off" });
    const titles = messages.shopPages.defaultTitles;
    expect(err).toEqual([]);
    expect(out).toEqual([
      `✗ ${text.publicUrl.notHttps("http://localhost:3000")} — ${text.publicUrl.fix} (${DOCS.configuration})`,
      `✓ ${text.database.ok(where(env), migrations)}`,
      `✗ ${text.owner.missing} — ${text.owner.fix} (${DOCS.accounts})`,
      `✗ ${text.business.missing(["trading name", "address", "contact e-mail"])} — ${text.business.fix} (http://localhost:3000/admin?tab=shop)`,
      `✗ ${text.shopSetup.missing([text.shopSetup.rates, ...SHOP_PAGE_SLUGS.map((slug) => titles[slug])])} — ${text.shopSetup.fix} (http://localhost:3000/admin?tab=shop)`,
      `✗ ${text.mail.noSmtp} — ${text.mail.fix} (${DOCS.accounts})`,
      `✗ ${text.payments.missing} — ${text.payments.fix} (http://localhost:3000/admin?tab=shop)`,
      `✓ ${text.images.ok(text.images.file(path.join(env.DATA_DIR, "images")))}`,
      `✗ ${text.backups.notScheduled} — ${text.backups.fixOff} (${DOCS.backups})`,
      text.notReady(7),
    ]);
    expect(code).toBe(1);

    // It neither seeded the demo collection, nor made a setup link.
    const database = await open();
    try {
      expect((await database.db.select({ n: count() }).from(artworks))[0].n).toBe(0);
      const [row] = rowsOf<{ hash: string | null }>(
        await database.db.execute(sql`select setup_token_hash as hash from shop_settings`),
      );
      expect(row.hash).toBeNull();
    } finally {
      await database.close();
    }
  });

  it("passes a configured shop with 0, its last backup verified an hour ago", async () => {
    const { env, open } = await shop();
    const database = await open();
    const now = new Date();
    try {
      await database.db.insert(users).values({
        id: randomUUID(),
        email: "maren@holloway.example",
        name: "Maren",
        emailVerified: true,
        role: "owner",
      });
      await saveSettings(
        database.db,
        {
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
        },
        now,
      );
      for (const slug of SHOP_PAGE_SLUGS) {
        await savePage(database.db, slug, { title: slug, markdown: `All about ${slug}.` }, now);
      }
      const anHourAgo = new Date(now.getTime() - 3_600_000);
      await database.db.insert(backups).values({
        id: "2026-11-28-0300",
        slotAt: anHourAgo,
        status: "verified",
        madeBy: "test",
        startedAt: anHourAgo,
        finishedAt: anHourAgo,
        bytes: 1000,
        places: ["disk"],
      });
    } finally {
      await database.close();
    }
    const { code, out } = await doctor({
      ...env,
      PUBLIC_URL: "https://www.example.co.uk",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Maren Holloway <studio@example.co.uk>",
      PAYMENT_INSTRUCTIONS: "Pay by bank transfer: we e-mail the details with your order.",
    });
    expect(out.filter((line) => !line.startsWith("✓"))).toEqual([text.title(9, 9)]);
    expect(out).toContain(`✓ ${text.backups.recent("1 h")}`);
    expect(out).toHaveLength(10);
    expect(code).toBe(0);
  });

  it("reads the migrations as they are: a database behind is ✗, and stays behind", async () => {
    const { env, open } = await shop();
    const all = await appliedMigrations(open);
    const database = await open();
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
    } finally {
      await database.close();
    }
    const { code, out } = await doctor(env);
    expect(out[1]).toBe(
      `✗ ${text.database.behind(where(env), all - 1, all)} — ${text.database.behindFix} (${env.DATABASE_URL ? DOCS.postgres : DOCS.embedded})`,
    );
    expect(out[2]).toMatch(`✗ ${text.unchecked(text.names.owner, text.uncheckedDatabase)}`);
    expect(code).toBe(1);
    // Not migrated by the doctor: the same list on a second look.
    expect((await doctor(env)).out[1]).toBe(out[1]);
  });

  it("says a database server that does not answer, by its host alone", async () => {
    const { env } = await shop();
    const host = `127.0.0.1:${await freePort()}`;
    const { code, out } = await doctor({
      ...env,
      DATABASE_URL: `postgres://atelier:db-Secret-pa55@${host}/atelier`,
    });
    expect(out[1]).toBe(
      `✗ ${text.database.unreachable(text.database.postgres(host), "ECONNREFUSED")} — ${text.database.unreachableFix} (${DOCS.postgres})`,
    );
    expect(out.join("\n")).not.toContain("db-Secret-pa55");
    expect(code).toBe(1);
  });

  it("says a bad setting in one line, as the server does", async () => {
    const { env } = await shop();
    expect(await doctor({ ...env, PORT: "soon" })).toEqual({
      code: 1,
      out: [],
      err: ["atelier doctor: Invalid PORT: must be a number"],
    });
  });

  it("runs as the built dist/server/doctor.js, exiting 1 while a blocker remains", async () => {
    const { env } = await shop();
    const run = runServerEntry("src/server/readiness/doctor-command.ts", [], env);
    const { code } = await run.exited;
    expect(run.stderr()).toBe("");
    const lines = run.stdout().trimEnd().split("\n");
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^✗ /);
    // The six of a fresh shop, and the backups: none verified yet.
    expect(lines.at(-1)).toBe(text.notReady(7));
    expect(code).toBe(1);
  });
});

describe.runIf(testDbKind === "pglite")(
  "npm run doctor beside the embedded database",
  {
    timeout: 180_000,
  },
  () => {
    it("on a new DATA_DIR, says there is no database yet, and makes none", async () => {
      const { env } = await shop({ made: false });
      const { code, out } = await doctor(env);
      const dir = path.join(env.DATA_DIR, "pglite");
      expect(out[1]).toBe(
        `✗ ${text.database.missing(dir)} — ${text.database.missingFix} (${DOCS.embedded})`,
      );
      expect(code).toBe(1);
      expect(existsSync(dir)).toBe(false);
    });

    it("while the shop runs, checks what it can and names the process holding the rest", async () => {
      const { env } = await shop();
      const server = await startServer({ ...env, PAYMENT_INSTRUCTIONS: "Pay by bank transfer." });
      cleanUps.push(server.kill);
      const pid = String(server.child.pid);
      const { code, out } = await doctor({ ...env, PAYMENT_INSTRUCTIONS: "Pay by bank transfer." });
      const inUse = `${text.database.inUseFix} (http://localhost:3000/admin)`;
      expect(out.slice(1, 5)).toEqual([
        `✗ ${text.database.inUse(pid)} — ${inUse}`,
        `✗ ${text.unchecked(text.names.owner, text.uncheckedInUse(pid))} — ${inUse}`,
        `✗ ${text.unchecked(text.names.business, text.uncheckedInUse(pid))} — ${inUse}`,
        `✗ ${text.unchecked(text.names["shop-setup"], text.uncheckedInUse(pid))} — ${inUse}`,
      ]);
      // Those that need no database are checked all the same.
      expect(out[0]).toMatch(/^✗ Public address/);
      expect(out[6]).toBe(`✓ ${text.payments.instructions}`);
      expect(out[7]).toBe(
        `✓ ${text.images.ok(text.images.file(path.join(env.DATA_DIR, "images")))}`,
      );
      expect(code).toBe(1);
    });
  },
);
