import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders } from "#server/db/schema";
import { FIRST_RETRY_MS, GIVE_UP_AFTER_MS } from "#server/lib/retry";
import { createTestApp, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";
import { TEST_SHIPPING, testClock } from "#tests/orders";
import { createSmtpReceiver, type SmtpReceiver } from "#tests/smtp-receiver";
import { createMailroom } from "./delivery";
import { insertMails } from "./outbox";

const outboxRows = (t: TestApp) => t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.seq));

async function placeOrder(t: TestApp, buyer: TestUser, artworkId: string) {
  const added = await t.send("PUT", `/api/cart/${artworkId}`, undefined, { cookie: buyer.cookie });
  expect(added.status).toBe(200);
  return t.send("POST", "/api/orders", { shipping: TEST_SHIPPING }, { cookie: buyer.cookie });
}

const mail = (to: string, subject: string) => ({
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

describe(`e-mail through the outbox and a real SMTP server, on ${testDbKind} (decision 013)`, () => {
  const clock = testClock();
  let receiver: SmtpReceiver;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await createSmtpReceiver();
    t = await createTestApp({
      clock: clock.now,
      env: { SMTP_URL: receiver.url, ADMIN_EMAILS: "owner@example.com" },
      artworks: [{ title: "Harbour", price: 120 }],
    });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.stop();
  });

  it("keeps an order's mails pending while the server refuses, then delivers each once", async () => {
    const buyer = await t.signIn({ email: "buyer@example.com" });
    const placed = await placeOrder(t, buyer, t.artworks[0].id);
    expect(placed.status).toBe(201);

    // Nobody answers on the port: each mail is tried once and kept for later.
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const pending = await outboxRows(t);
    expect(pending.map((row) => row.recipient)).toEqual(["buyer@example.com", "owner@example.com"]);
    for (const row of pending) {
      expect(row).toMatchObject({
        status: "pending",
        attempts: 1,
        nextAttemptAt: new Date(clock.now().getTime() + FIRST_RETRY_MS),
        claimedUntil: null,
        sentAt: null,
        lastError: expect.stringContaining("ECONNREFUSED"),
      });
    }
    expect(logLines().filter((line) => line.level === "warn" && line.mailId)).toHaveLength(2);

    // The server is back, but the retry is not due yet.
    await receiver.start();
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(0);

    clock.advance(FIRST_RETRY_MS);
    expect(await t.deliverMail()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Each once, under a Message-ID made from its row's id.
    expect([...receiver.countsByMessageId()]).toEqual(
      pending.map((row) => [`<${row.id}@localhost>`, 1]),
    );
    expect(receiver.received.map((received) => received.recipients)).toEqual([
      ["buyer@example.com"],
      ["owner@example.com"],
    ]);
    expect(receiver.received[0].subject).toMatch(/^Your order A-\d+ at Atelier$/);
    for (const row of await outboxRows(t)) {
      expect(row).toMatchObject({ status: "sent", attempts: 2, sentAt: clock.now() });
    }
  });

  it("sends a mail's extra headers", async () => {
    await insertMails(
      t.db,
      [
        {
          ...mail("reader@example.com", "News"),
          headers: { "List-Unsubscribe": "<https://x.example/u>" },
        },
      ],
      clock.now(),
    );
    expect(await t.deliverMail()).toMatchObject({ sent: 1 });
    expect(receiver.received.at(-1)?.raw).toMatch(/^List-Unsubscribe: <https:\/\/x\.example\/u>$/m);
  });

  it("gives a mail up, and logs it, when it is still failing a day after it was written", async () => {
    await receiver.stop();
    await insertMails(t.db, [mail("late@example.com", "Too late")], clock.now());
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 1, failed: 0 });

    clock.advance(GIVE_UP_AFTER_MS);
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "late@example.com"));
    expect(row).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
    const gaveUp = logLines().filter((line) => line.level === "error");
    expect(gaveUp).toMatchObject([{ mailId: row.id, to: "late@example.com", attempts: 2 }]);
    expect(String(gaveUp[0].msg)).toMatch(/^Gave up on mail to late@example.com/);

    // Never tried again, whoever looks.
    await receiver.start();
    clock.advance(GIVE_UP_AFTER_MS);
    expect(await t.deliverMail()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends each mail once when two deliveries claim at the same moment", async () => {
    const slow = await createSmtpReceiver({ delayMs: 20 });
    await slow.start();
    try {
      const config = { ...t.config, smtpUrl: slow.url };
      const [a, b] = [1, 2].map(() => createMailroom({ db: t.db, config, clock: clock.now }));
      await insertMails(
        t.db,
        Array.from({ length: 24 }, (_, i) => mail(`many-${i}@example.com`, `Mail ${i}`)),
        clock.now(),
      );
      const [one, two] = await Promise.all([a.delivery.deliverDue(), b.delivery.deliverDue()]);
      expect(one.sent + two.sent).toBe(24);
      expect(slow.received).toHaveLength(24);
      expect(new Set(slow.received.map((received) => received.messageId)).size).toBe(24);
      const many = (await outboxRows(t)).filter((row) => row.recipient.startsWith("many-"));
      expect(many.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await slow.stop();
    }
  });
});

describe(`an order's mails and its transaction, on ${testDbKind} (decision 013)`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [{ title: "Meadow", price: 80 }],
  });

  it("are written together: none when it rolls back, the buyer's and the owner's when it commits", async () => {
    const buyer = await t.signIn({ email: "shopper@example.com" });
    // The database refuses the order at commit, after everything in its transaction was
    // written, the mails included.
    await t.db.execute(sql`create function refuse_order() returns trigger language plpgsql
      as $$ begin raise exception 'order refused at commit'; end $$`);
    await t.db.execute(sql`create constraint trigger refuse_orders after insert on orders
      deferrable initially deferred for each row execute function refuse_order()`);
    expect((await placeOrder(t, buyer, t.artworks[0].id)).status).toBe(500);
    expect(await t.db.select().from(orders)).toEqual([]);
    expect(await outboxRows(t)).toEqual([]);

    await t.db.execute(sql`drop trigger refuse_orders on orders`);
    await t.db.execute(sql`drop function refuse_order()`);
    const placed = await placeOrder(t, buyer, t.artworks[0].id);
    expect(placed.status).toBe(201);
    const rows = await outboxRows(t);
    expect(rows.map((row) => [row.recipient, row.status])).toEqual([
      ["shopper@example.com", "pending"],
      ["owner@example.com", "pending"],
    ]);
    expect(await t.deliverMail()).toEqual({ sent: 2, retrying: 0, failed: 0 });
  });
});
