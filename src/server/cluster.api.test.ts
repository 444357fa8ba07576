import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { demoCollection } from "#server/catalogue/demo-collection";
import { migrationsFolder } from "#server/db/client";
import { GENERATOR_RATE_LIMIT } from "#server/generator/routes";
import { createImageStore, imageName } from "#server/images/store";
import type { Artwork } from "#shared/artwork";
import { IMAGE_LARGEST } from "#shared/images";
import { createTempDir, testDbKind } from "#tests/database";
import { TEST_SHIPPING } from "#tests/orders";
import { createTestBucket } from "#tests/s3";
import { runServer, type ServerProcess, startServer } from "#tests/server-process";
import { parseConfig } from "./config";

/** A JSON request to one process, from its own pages, with a session cookie when given. */
function send(server: ServerProcess, method: string, url: string, body?: unknown, cookie = "") {
  return fetch(`${server.url}${url}`, {
    method,
    headers: {
      origin: server.url,
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An empty database on the throwaway server: not a clone of the migrated template. */
async function createEmptyDatabase() {
  const server = inject("postgresServerUrl");
  const name = `cluster_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client(`${server}/postgres`);
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return { url: `${server}/${name}`, drop: () => admin(`drop database ${name} with (force)`) };
}

if (testDbKind === "postgres") {
  /**
   * Two Atelier processes on one PostgreSQL database and one bucket behave as
   * one gallery. They start together on an empty database, so both race to migrate and seed.
   */
  describe("two processes on one PostgreSQL database and one bucket", () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
    const query = async (text: string) => {
      const client = new pg.Client(database.url);
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      database = await createEmptyDatabase();
      const { env: bucketEnv } = await createTestBucket();
      // The demo paintings are "already painted" (placeholders in the bucket), so starting
      // costs seconds, not the minute painting them takes: seeding the rows is what is tested.
      const images = createImageStore(parseConfig({ ...bucketEnv, DATA_DIR: createTempDir() }));
      const placeholder = await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#888888" },
      })
        .webp()
        .toBuffer();
      await Promise.all(
        demoCollection.map((art) => images.put(imageName(art.key, IMAGE_LARGEST), placeholder)),
      );
      images.close();

      const env = {
        ...bucketEnv,
        DATABASE_URL: database.url,
        SEED_DEMO: "true",
        ADMIN_EMAILS: "owner@example.com,editor@example.com",
        // One file outbox for both: a mail is written to the DATA_DIR of whichever process
        // sends it, usually but not always the one whose request wrote it (decision 013).
        DATA_DIR: createTempDir(),
      };
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await database?.drop();
    });

    it("migrated the empty database once and seeded the demo collection once", async () => {
      const journal = JSON.parse(
        await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const [{ n: migrations }] = await query(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(migrations).toBe(journal.entries.length);
      const [{ n: artworks }] = await query("select count(*)::int as n from artworks");
      expect(artworks).toBe(demoCollection.length);
      for (const server of [a, b]) {
        const page = await (await fetch(`${server.url}/api/artworks?limit=1`)).json();
        expect(page.total).toBe(demoCollection.length);
      }
      // Exactly one of the two says it seeded.
      const seeded = [a, b].filter((s) => s.logLines().some((l) => "added" in l));
      expect(seeded).toHaveLength(1);
    });

    it("takes a session made on one on the other", async () => {
      const cookie = await a.signUp("shopper-one@example.com", "a long enough password");
      const session = await (
        await fetch(`${b.url}/api/auth/get-session`, { headers: { cookie } })
      ).json();
      expect(session.user.email).toBe("shopper-one@example.com");
      // And signing out on the other ends it on both.
      expect((await send(b, "POST", "/api/auth/sign-out", {}, cookie)).status).toBe(200);
      const after = await (
        await fetch(`${a.url}/api/auth/get-session`, { headers: { cookie } })
      ).json();
      expect(after).toBeNull();
    });

    it("lists an artwork created on one by the other at once, and forgets it when deleted", async () => {
      const owner = await a.signUp("owner@example.com", "a long enough password");
      const created = await send(
        a,
        "POST",
        "/api/artworks",
        {
          title: "Made on Process A",
          artist: "Maren Holloway",
          price: 400,
          medium: "Oil on canvas",
          size: "30 x 40 cm",
          imageUrl: "https://images.example/a.jpg",
        },
        owner,
      );
      expect(created.status).toBe(201);
      const artwork = (await created.json()) as Artwork;
      const listed = await (await fetch(`${b.url}/api/artworks?q=Process%20A`)).json();
      expect(listed.items.map((item: Artwork) => item.id)).toEqual([artwork.id]);
      expect((await fetch(`${b.url}/api/artworks/${artwork.id}`)).status).toBe(200);

      const deleted = await send(b, "DELETE", `/api/artworks/${artwork.id}`, undefined, owner);
      expect(deleted.ok).toBe(true);
      expect((await fetch(`${a.url}/api/artworks/${artwork.id}`)).status).toBe(404);
    });

    it("shows a change made on one in the other's cached answers within a second", async () => {
      const owner = await a.signUp("editor@example.com", "a long enough password");
      const { items } = (await (await fetch(`${b.url}/api/artworks?limit=1`)).json()) as {
        items: Artwork[];
      };
      const [artwork] = items;
      const titleOnB = async () =>
        ((await (await fetch(`${b.url}/api/artworks/${artwork.id}`)).json()) as Artwork).title;
      expect(await titleOnB()).toBe(artwork.title);
      expect(await titleOnB()).toBe(artwork.title); // cached on b now

      const retitled = `${artwork.title} (retitled)`;
      const { id: _, availability: __, createdAt: ___, updatedAt: ____, ...values } = artwork;
      const saved = await send(
        a,
        "PUT",
        `/api/artworks/${artwork.id}`,
        {
          ...values,
          title: retitled,
        },
        owner,
      );
      expect(saved.status).toBe(200);
      const written = performance.now();
      while ((await titleOnB()) !== retitled) {
        expect(performance.now() - written).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });

    it("counts a throttle across both", async () => {
      const generate = (server: ServerProcess) =>
        send(server, "POST", "/api/generator/images", { prompt: "a calm sea" });
      const statuses: number[] = [];
      // The limit, split between the two, then one more on each.
      for (let i = 0; i < GENERATOR_RATE_LIMIT.limit; i++) {
        statuses.push((await generate(i % 2 ? b : a)).status);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect((await generate(a)).status).toBe(429);
      expect((await generate(b)).status).toBe(429);
    });

    it("lets a hold taken on one block the other", async () => {
      const [first] = (await (await fetch(`${a.url}/api/artworks?limit=1`)).json())
        .items as Artwork[];
      const one = await a.signUp("buyer-one@example.com", "a long enough password");
      const two = await b.signUp("buyer-two@example.com", "a long enough password");
      expect((await send(a, "PUT", `/api/cart/${first.id}`, undefined, one)).status).toBe(200);
      expect((await send(b, "PUT", `/api/cart/${first.id}`, undefined, two)).status).toBe(200);

      const placed = await send(a, "POST", "/api/orders", { shipping: TEST_SHIPPING }, one);
      expect(placed.status, await placed.clone().text()).toBe(201);
      const refused = await send(
        b,
        "POST",
        "/api/orders",
        { shipping: TEST_SHIPPING, artworkIds: [first.id] },
        two,
      );
      expect(refused.status).toBe(409);
      const onB = (await (await fetch(`${b.url}/api/artworks/${first.id}`)).json()) as Artwork;
      expect(onB.availability).toBe("reserved");
    });
  });
} else {
  describe("the embedded database (PGlite) serves one process", () => {
    it("refuses a second process on the same DATA_DIR with one clear line", async () => {
      const first = await startServer();
      try {
        const second = runServer({
          PORT: "0",
          DATA_DIR: first.dataDir,
          SEED_DEMO: "false",
        });
        const exit = await second.exited;
        expect(exit.code).toBe(1);
        expect(second.stderr().trimEnd()).toMatch(
          /^atelier: Could not open the embedded database in DATA_DIR \(.*\): .*in use by process \d+/,
        );
        expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      } finally {
        await first.kill();
      }
    }, 90_000);
  });
}
