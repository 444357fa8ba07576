import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema";
import { messages } from "#shared/messages";
import { createTestApp, type TestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";
import { createWatch } from "./watch";

const OWNER = "maren@example.com";
const ALERT_SUBJECT = "Atelier needs attention";

function movableClock(start = "2026-11-28T12:00:00Z") {
  let now = new Date(start);
  return {
    clock: () => now,
    addMinutes: (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

async function shop(env: Record<string, string> = {}) {
  const time = movableClock();
  const t = await createTestApp({ clock: time.clock, env: { ADMIN_EMAILS: OWNER, ...env } });
  const owner = await t.signIn({ email: OWNER, owner: true });
  return { t, time, owner };
}

/** The owners' alert mails written so far. */
const alerts = async (t: TestApp) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, OWNER))).filter(
    (mail) => mail.subject === ALERT_SUBJECT,
  );

/** What the admin's banner shows. */
async function banner(t: TestApp, cookie: string) {
  const response = await t.send("GET", "/api/admin/incidents", undefined, { cookie });
  expect(response.status).toBe(200);
  const { incidents } = (await response.json()) as {
    incidents: { kind: string; detail: string }[];
  };
  return incidents;
}

describe(`the shop's watch on ${testDbKind}`, () => {
  it("alerts once when the disk runs low, clears on recovery, and alerts anew after", async () => {
    const { t, time, owner } = await shop();
    let free = 5 * 1024 ** 3;
    const watch = createWatch({
      db: t.db,
      incidents: t.services.incidents,
      clock: time.clock,
      dataDir: t.dataDir,
      freeBytes: async () => free,
    });
    try {
      await watch.check();
      expect(await banner(t, owner.cookie)).toEqual([]);
      free = 300 * 1024 ** 2;
      await watch.check();
      await watch.check(); // the same incident, seen again by the next minute's look
      const detail = messages.incidents.diskLow("300 MB");
      expect(await banner(t, owner.cookie)).toEqual([
        { kind: "disk-low", since: time.clock().toISOString(), detail },
      ]);
      expect(await alerts(t)).toHaveLength(1);
      expect((await alerts(t))[0].text).toContain(detail);
      expect(
        logLines().filter((line) => line.incident === "disk-low" && line.level === "error"),
      ).toHaveLength(1);

      free = 2 * 1024 ** 3;
      await watch.check();
      expect(await banner(t, owner.cookie)).toEqual([]);
      free = 1024 ** 2;
      await watch.check();
      expect(await alerts(t)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it("says mail has failed for 30 minutes in the banner and the log only", async () => {
    const { t, time, owner } = await shop();
    try {
      const created = time.clock();
      await t.db.insert(mailOutbox).values({
        recipient: "ada@example.com",
        subject: "Your order",
        text: "…",
        html: "<p>…</p>",
        attempts: 3,
        nextAttemptAt: created,
        lastError: "connect ECONNREFUSED 10.0.0.5:587",
        createdAt: created,
      });
      // The sweep keeps finishing meanwhile: only the mail is wrong.
      time.addMinutes(29);
      await t.services.watch.sweepFinished();
      await t.services.watch.check();
      expect(await banner(t, owner.cookie)).toEqual([]);
      time.addMinutes(1);
      await t.services.watch.sweepFinished();
      await t.services.watch.check();
      expect(await banner(t, owner.cookie)).toMatchObject([
        {
          kind: "mail-failing",
          detail: messages.incidents.mailFailing(30, "connect ECONNREFUSED 10.0.0.5:587"),
        },
      ]);
      expect(await alerts(t)).toEqual([]);
      // Sent at last: the incident is over.
      await t.db.update(mailOutbox).set({ status: "sent", sentAt: time.clock() });
      await t.services.watch.check();
      expect(await banner(t, owner.cookie)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("notices a sweep that has not finished for 10 minutes, in any process", async () => {
    const { t, time, owner } = await shop();
    try {
      await t.services.watch.sweepFinished();
      time.addMinutes(9);
      await t.services.watch.check();
      expect(await banner(t, owner.cookie)).toEqual([]);
      time.addMinutes(1);
      await t.services.watch.check();
      expect(await banner(t, owner.cookie)).toMatchObject([
        { kind: "sweep-silent", detail: messages.incidents.sweepSilent(10) },
      ]);
      expect(await alerts(t)).toHaveLength(1);
      await t.services.watch.sweepFinished();
      await t.services.watch.check();
      expect(await banner(t, owner.cookie)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("alerts at the fifth webhook call in an hour refused for its signature", async () => {
    const { t, owner } = await shop({
      STRIPE_SECRET_KEY: "sk_test_atelier",
      STRIPE_WEBHOOK_SECRET: "whsec_atelier_test_secret",
      STRIPE_API_BASE: "http://127.0.0.1:9",
    });
    try {
      const refused = () =>
        t.app.request("/api/payments/stripe/webhook", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
          body: "{}",
        });
      for (let call = 1; call <= 4; call++) expect((await refused()).status).toBe(400);
      expect(await banner(t, owner.cookie)).toEqual([]);
      expect((await refused()).status).toBe(400);
      expect(await banner(t, owner.cookie)).toMatchObject([
        { kind: "webhook-signatures", detail: messages.incidents.webhookSignatures(5) },
      ]);
      expect((await refused()).status).toBe(400);
      expect(await alerts(t)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("shows the banner to owners only", async () => {
    const { t } = await shop();
    try {
      expect((await t.send("GET", "/api/admin/incidents")).status).toBe(401);
      const shopper = await t.signIn();
      const response = await t.send("GET", "/api/admin/incidents", undefined, {
        cookie: shopper.cookie,
      });
      expect(response.status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
