import { existsSync, openAsBlob } from "node:fs";
import { writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "#server/app";
import { createAuth } from "#server/auth/auth";
import { parseConfig } from "#server/config";
import { type Database, openPglite, openPgliteWorker } from "#server/db/client";
import { artworks, userFavorites } from "#server/db/schema";
import { createMailroom } from "#server/mail/delivery";
import { createServices } from "#server/services";
import { createTempDir, insertArtworks, testDbKind } from "#tests/database";
import { TEST_AUTH_SECRET } from "#tests/sessions";
import { users } from "./auth-schema";

// The server's embedded database runs on a worker thread. These run once, in the
// `api` project: the worker is PGlite's, and the template it clones is PGlite's.
const template = () => openAsBlob(inject("pgliteTemplateFile"));

const codeOf = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

describe.runIf(testDbKind === "pglite")("PGlite on a worker thread, through Drizzle", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPgliteWorker(undefined, await template());
  });
  afterAll(() => database?.close());

  it("commits, rolls back, and undoes only a failed savepoint", async () => {
    const { db } = database;
    const [kept] = await insertArtworks(db, [{ title: "Kept" }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(artworks).set({ title: "Renamed" }).where(eq(artworks.id, kept.id));
        await tx
          .transaction(async (inner) => {
            await inner.update(artworks).set({ price: 1 }).where(eq(artworks.id, kept.id));
            await inner.execute(sql`select 1 / 0`);
          })
          .catch((error) => expect(codeOf(error)).toBe("22012"));
        const [row] = await tx.select().from(artworks).where(eq(artworks.id, kept.id));
        expect(row).toMatchObject({ title: "Renamed", price: 250 });
        throw new Error("and roll it all back");
      }),
    ).rejects.toThrow("and roll it all back");
    const [row] = await db.select().from(artworks).where(eq(artworks.id, kept.id));
    expect(row).toMatchObject({ title: "Kept", price: 250 });
  });

  it("keeps PostgreSQL's error codes where the app reads them (error.cause.code)", async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ id: "worker-user", email: "worker@example.com", name: "", emailVerified: true })
      .returning();
    const duplicate = await db
      .insert(users)
      .values({ id: "worker-user-2", email: "worker@example.com", name: "", emailVerified: true })
      .catch((error) => error);
    expect(codeOf(duplicate)).toBe("23505");
    const dangling = await db
      .insert(userFavorites)
      .values({ userId: user.id, artworkId: "00000000-0000-4000-8000-000000000000" })
      .catch((error) => error);
    expect(codeOf(dangling)).toBe("23503");
  });

  it("locks rows with for update, one transaction at a time", async () => {
    const { db } = database;
    const [counter] = await insertArtworks(db, [{ title: "Counter", price: 0 }]);
    // Twenty read-modify-write transactions at once: none may read a value another is changing.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(artworks)
            .where(eq(artworks.id, counter.id))
            .for("update");
          await tx
            .update(artworks)
            .set({ price: row.price + 1 })
            .where(eq(artworks.id, counter.id));
        }),
      ),
    );
    const [row] = await db.select().from(artworks).where(eq(artworks.id, counter.id));
    expect(row.price).toBe(20);
  });

  it("never shows another connection a transaction's uncommitted rows", async () => {
    const { db } = database;
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let finish!: () => void;
    const finishSignal = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await insertArtworks(tx as typeof db, [{ title: "Uncommitted" }]);
      inserted();
      await finishSignal;
      tx.rollback();
    });
    await insertedSignal;
    const outside = db.$count(artworks, eq(artworks.title, "Uncommitted"));
    finish();
    await expect(transaction).rejects.toThrow();
    expect(await outside).toBe(0);
  });
});

describe.runIf(testDbKind === "pglite")("PGlite on a worker thread, in a directory", () => {
  it("creates a new database whole, in a process of its own, then opens it", {
    timeout: 120_000,
  }, async () => {
    const dir = path.join(createTempDir(), "pglite");
    const database = await openPgliteWorker(dir);
    try {
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      expect(existsSync(`${dir}.new`)).toBe(false);
      await insertArtworks(database.db, [{ title: "First" }]);
      expect(await database.db.$count(artworks)).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("keeps its data across a restart and frees the directory when closed", {
    timeout: 90_000,
  }, async () => {
    const dir = path.join(createTempDir(), "pglite");
    const first = await openPgliteWorker(dir, await template());
    await insertArtworks(first.db, [{ title: "Still here" }]);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const second = await openPgliteWorker(dir);
    try {
      expect(await second.db.$count(artworks, eq(artworks.title, "Still here"))).toBe(1);
    } finally {
      await second.close();
    }
  });
});

/** Latencies of GET `url`, one after another, for as long as `busy` is pending (ms, sorted). */
async function latenciesWhile(busy: Promise<unknown>, url: string) {
  let done = false;
  const finished = busy.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
  }
  await finished;
  return times.sort((a, b) => a - b);
}

describe.runIf(testDbKind === "pglite")("a slow query on the embedded database", () => {
  // A query that keeps PostgreSQL busy for a few hundred milliseconds on a quiet core, and for
  // seconds on a busy one: long enough for fifty favicons beside it, where three times as many
  // rows spent 15 CPU-seconds a tier proving no more.
  const heavy = sql`select count(*) from generate_series(1, 1000000) as n where n % 7 = 3`;

  async function serveOver(database: Database) {
    const clientDir = createTempDir();
    await writeFile(
      path.join(clientDir, "favicon.svg"),
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>x</title>");
    const config = parseConfig({ DATA_DIR: createTempDir(), LOG_LEVEL: "error" });
    const { outbox } = createMailroom({ db: database.db, config });
    const auth = createAuth({ db: database.db, config, outbox, secret: TEST_AUTH_SECRET });
    const site = { clientDir, loadRenderer: () => Promise.reject(new Error("no pages here")) };
    const app = createApp(createServices({ db: database.db, config, auth, outbox }), { site });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/favicon.svg`, close: () => server.close() };
  }

  // Not a timing target (npm run bench:api measures /favicon.svg under load): whether a static
  // file waits for the query at all, which the two tests below tell apart by far.
  // The worker yields its core to the server's thread, so on a busy machine the query is slow.
  it("does not hold up static files while it runs", { timeout: 120_000 }, async () => {
    const database = await openPgliteWorker(undefined, await template());
    const server = await serveOver(database);
    try {
      await fetch(server.url); // a warm connection and file cache
      const started = performance.now();
      const busy = await latenciesWhile(database.db.execute(heavy), server.url);
      const queryMs = performance.now() - started;
      expect(busy.length).toBeGreaterThanOrEqual(50);
      // Every favicon answered in a fraction of the query's time: none waited for it.
      expect(busy[busy.length - 1]).toBeLessThan(queryMs / 4);
    } finally {
      server.close();
      await database.close();
    }
  });

  it("would stall them on the server's own thread (how it was before)", {
    timeout: 120_000,
  }, async () => {
    const database = await openPglite(undefined, await template());
    const server = await serveOver(database);
    try {
      await fetch(server.url);
      const started = performance.now();
      const times = await latenciesWhile(database.db.execute(heavy), server.url);
      const queryMs = performance.now() - started;
      // The favicon asked for as the query started waited for nearly all of it.
      expect(times[times.length - 1]).toBeGreaterThan(queryMs / 2);
    } finally {
      server.close();
      await database.close();
    }
  });
});
