import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { artworks, cartItems } from "#server/db/schema";
import { type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { TEST_SHIPPING } from "#tests/orders";
import { expectReadsHealthy as expectReadsHealthyOver, TEST_INDEX_HTML } from "#tests/read-routes";

// A statement that fails on one request must leave nothing behind for the next: no prepared
// statement the next connection does not know, no aborted transaction, no setting, no answer
// still on its way (docs/decisions/014-one-session-per-connection-on-the-embedded-database.md).
// Each kind of failure below is followed by requests over every read route, which must all
// answer 200 — on the embedded database as the server runs it, and on PostgreSQL.

const MISSING = "00000000-0000-4000-8000-000000000000";

/** The pool behind the app's Drizzle handle (node-postgres on both databases). */
const poolOf = (t: TestApp) => (t.db as unknown as { $client: pg.Pool }).$client;

const codeOf = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code ??
  (error as { code?: string }).code;

describe(`a failed statement never touches the next request, on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEST_INDEX_HTML,
    artworks: Array.from({ length: 6 }, (_, i) => ({
      title: `Painting ${i + 1}`,
      medium: i % 2 ? "Oil on canvas" : "Watercolour on paper",
      createdAt: new Date(Date.UTC(2026, 0, i + 1)),
    })),
  });

  let shopper: TestUser;
  let owner: TestUser;

  const expectReadsHealthy = () => expectReadsHealthyOver(t, shopper, owner);

  it("starts healthy", async () => {
    shopper = await t.signIn();
    owner = await t.signIn({ owner: true });
    await expectReadsHealthy();
  });

  it("after a foreign-key miss (a favourite and a cart item for no artwork)", async () => {
    const favorite = await t.send("PUT", `/api/favorites/${MISSING}`, undefined, {
      cookie: shopper.cookie,
    });
    expect(favorite.status).toBe(404);
    const cart = await t.send("PUT", `/api/cart/${MISSING}`, undefined, {
      cookie: shopper.cookie,
    });
    expect(cart.status).toBe(404);
    await expectReadsHealthy();
  });

  it("after a unique clash from a race: two shoppers ordering one painting at once", async () => {
    const rival = await t.signIn();
    const painting = t.artworks[1];
    for (const buyer of [shopper, rival]) {
      await t.db.insert(cartItems).values({ userId: buyer.id, artworkId: painting.id });
    }
    const orders = await Promise.all(
      [shopper, rival].map((buyer) =>
        t.send("POST", "/api/orders", { shipping: TEST_SHIPPING }, { cookie: buyer.cookie }),
      ),
    );
    expect(orders.map((order) => order.status).sort()).toEqual([201, 409]);
    await expectReadsHealthy();
  });

  it("after a race for a painting as the owner deletes it", async () => {
    const painting = t.artworks[2];
    const [cart, removal] = await Promise.all([
      t.send("PUT", `/api/cart/${painting.id}`, undefined, { cookie: shopper.cookie }),
      t.send("DELETE", `/api/artworks/${painting.id}`, undefined, { cookie: owner.cookie }),
    ]);
    expect(removal.status).toBe(200);
    expect([200, 404]).toContain(cart.status);
    await expectReadsHealthy();
  });

  it("after a check violation", async () => {
    const error = await t.db
      .update(artworks)
      .set({ price: -1 })
      .where(eq(artworks.id, t.artworks[3].id))
      .catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe("23514");
    await expectReadsHealthy();
  });

  it("after an error inside a transaction, and a transaction left open by a lost connection", async () => {
    const failed = await t.db
      .transaction(async (tx) => {
        await tx.update(artworks).set({ title: "Never" }).where(eq(artworks.id, t.artworks[4].id));
        await tx.execute(sql`select 1 / 0`);
      })
      .catch((caught: unknown) => caught);
    expect(codeOf(failed)).toBe("22012");

    // A connection that opened a transaction, set a setting, failed a statement and vanished.
    const client = await poolOf(t).connect();
    await client.query("begin");
    await client.query("set local statement_timeout = 1");
    await client.query("set application_name = 'left behind'");
    await client.query("select 1 / 0").catch(() => {});
    client.release(true);

    await expectReadsHealthy();
    const [row] = await t.db.select().from(artworks).where(eq(artworks.id, t.artworks[4].id));
    expect(row.title).toBe("Painting 5");
  });

  it("after a statement cut off by its connection closing", async () => {
    const client = await poolOf(t).connect();
    await client.query({ name: "left_behind", text: "select 1 as one" });
    client.on("error", () => {}); // "terminated unexpectedly": the point of this test
    const running = client.query("select pg_sleep(0.3)").catch((caught: unknown) => caught);
    // The socket goes mid-statement, as when the connection is lost.
    (
      client as unknown as { connection: { stream: { destroy: () => void } } }
    ).connection.stream.destroy();
    expect(await running).toBeInstanceOf(Error);
    client.release(true);

    await expectReadsHealthy();
    // The next connection's session is its own: the statement named above is not in it.
    const next = await poolOf(t).connect();
    try {
      const reused = await next
        .query({ name: "left_behind", text: "select 2 as two" })
        .catch((caught: unknown) => caught);
      expect(reused).toMatchObject({ rows: [{ two: 2 }] });
      const setting = await next.query("show application_name");
      expect(setting.rows[0].application_name).not.toBe("left behind");
    } finally {
      next.release();
    }
  });

  it.runIf(testDbKind === "postgres")("after a statement cancelled by the server", async () => {
    const client = await poolOf(t).connect();
    try {
      const { rows } = await client.query("select pg_backend_pid() as pid");
      const running = client.query("select pg_sleep(5)").catch((caught: unknown) => caught);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.db.execute(sql`select pg_cancel_backend(${rows[0].pid}::int)`);
      expect(codeOf(await running)).toBe("57014");
    } finally {
      client.release();
    }
    await expectReadsHealthy();
  });
});
