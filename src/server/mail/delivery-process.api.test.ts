import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPostgres } from "#server/db/client";
import { mailOutbox } from "#server/db/schema";
import { createPostgresDatabase, createShopDatabase, testDbKind } from "#tests/database";
import { TEST_SHIPPING } from "#tests/orders";
import { type ServerProcess, sleep, startServer } from "#tests/server-process";
import { createSmtpReceiver } from "#tests/smtp-receiver";
import { insertMails } from "./outbox";

const PASSWORD = "a long enough password";

/** A JSON request to one process, from its own pages, with a session cookie. */
function send(server: ServerProcess, method: string, url: string, cookie: string, body?: unknown) {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { origin: server.url, "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Stops a server as an orchestrator does (SIGTERM), letting it finish what it was sending. */
async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  expect((await server.exited).code).toBe(0);
}

async function until(done: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe(`mail survives a killed process, on ${testDbKind} (decision 013)`, () => {
  it("delivers an order's mails exactly once after kill -9 between commit and delivery", async () => {
    const receiver = await createSmtpReceiver(); // not listening yet: connections are refused
    // A shop that has run before: on PGlite, its database is made already.
    const shop = await createShopDatabase({ made: true });
    const env = { ...shop.env, ADMIN_EMAILS: "owner@example.com" };
    const running: ServerProcess[] = [];
    try {
      // The shop as it was: an owner, a painting, a buyer with it in their cart (accounts
      // confirmed through the file outbox, before SMTP_URL is set).
      const setup = await startServer(env);
      running.push(setup);
      const owner = await setup.signUp("owner@example.com", PASSWORD);
      const buyer = await setup.signUp("buyer@example.com", PASSWORD);
      const created = await send(setup, "POST", "/api/artworks", owner, {
        title: "Harbour at Dusk",
        artist: "Maren Holloway",
        price: 400,
        medium: "Oil on canvas",
        size: "30 x 40 cm",
        imageUrl: "https://images.example/harbour.jpg",
      });
      expect(created.status).toBe(201);
      const { id } = await created.json();
      expect((await send(setup, "PUT", `/api/cart/${id}`, buyer)).status).toBe(200);
      await stop(setup);

      // The order commits while the mail server is down; the process dies before it could
      // send anything.
      const first = await startServer({ ...env, SMTP_URL: receiver.url });
      running.push(first);
      const placed = await send(first, "POST", "/api/orders", buyer, { shipping: TEST_SHIPPING });
      expect(placed.status).toBe(201);
      const { order } = await placed.json();
      const tried = () => first.logLines().filter((line) => line.mailId && line.level === "warn");
      await until(() => tried().length === 2, "both mails to be tried once");
      await first.kill();

      // The mail server is back, and so is the shop once the retries are due (it sends what is
      // due as it starts). The first retry is 15 s away (lib/retry.ts, tested on its own): the
      // shop's clock is not ours to move, so the retries are brought forward to now in its
      // database instead of waiting for them, which held a test worker idle for 15 s.
      await receiver.start();
      const due = Math.max(...tried().map((line) => Date.parse(String(line.retryAt))));
      expect(due).toBeGreaterThan(Date.now());
      const stopped = await shop.open();
      try {
        const brought = await stopped.db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date() })
          .where(and(eq(mailOutbox.status, "pending"), eq(mailOutbox.attempts, 1)))
          .returning({ id: mailOutbox.id });
        expect(brought).toHaveLength(2);
      } finally {
        await stopped.close();
      }
      const second = await startServer({ ...env, SMTP_URL: receiver.url });
      running.push(second);
      await receiver.waitFor(2, 60_000);
      await sleep(1_000); // time for a second copy, were one coming
      await stop(second);

      expect(receiver.received.map((mail) => [mail.recipients, mail.subject])).toEqual([
        [["buyer@example.com"], `Your order ${order.number} at Atelier`],
        [["owner@example.com"], `New order ${order.number} from buyer@example.com`],
      ]);
      expect([...receiver.countsByMessageId().values()]).toEqual([1, 1]);

      const database = await shop.open();
      try {
        const rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.seq));
        const orderMails = rows.filter((row) => row.subject.includes(order.number));
        expect(orderMails.map((row) => [row.status, row.attempts])).toEqual([
          ["sent", 2],
          ["sent", 2],
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await Promise.all(running.map((server) => server.kill()));
      await receiver.stop();
      await shop.drop();
    }
  }, 180_000);
});

describe.runIf(testDbKind === "postgres")("two processes on one PostgreSQL database", () => {
  it("deliver each pending mail exactly once between them", async () => {
    const receiver = await createSmtpReceiver({ delayMs: 150 });
    await receiver.start();
    const postgres = await createPostgresDatabase();
    const count = 40;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    try {
      const database = await openPostgres(postgres.url);
      await insertMails(
        database.db,
        Array.from({ length: count }, (_, i) => ({
          to: `reader-${i}@example.com`,
          subject: `Letter ${i}`,
          text: `Letter ${i}`,
          html: `<p>Letter ${i}</p>`,
        })),
        new Date(),
      );
      // Both start together, and each sends what is due as it starts: they race for the rows.
      const env = { DATABASE_URL: postgres.url, SMTP_URL: receiver.url };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
      await receiver.waitFor(count, 60_000);
      await sleep(1_000); // time for a second copy, were one coming
      await Promise.all([stop(a), stop(b)]);

      expect(receiver.received).toHaveLength(count);
      expect(new Set(receiver.received.map((mail) => mail.messageId)).size).toBe(count);
      const rows = await database.db.select().from(mailOutbox);
      await database.close();
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      // Both took part: the processes that sent them (a holder is `host/pid/worker#pass`).
      const senders = new Set(rows.map((row) => row.claimedBy?.split("#")[0]));
      expect(senders.size).toBe(2);
    } finally {
      await Promise.all([a?.kill(), b?.kill()]);
      await receiver.stop();
      await postgres.drop();
    }
  }, 180_000);
});
