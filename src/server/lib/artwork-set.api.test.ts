import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/auth/schema";
import type { Database } from "#server/db/client";
import { artworks, cartItems, userFavorites } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { send, signUpAndVerify } from "#tests/auth-helpers";
import {
  createTempDir,
  createTestApp,
  createTestDatabase,
  insertArtworks,
  testDbKind,
} from "#tests/database";

type App = ReturnType<typeof createTestApp>;

const lists = [
  { name: "favorites", path: "/api/favorites", table: userFavorites },
  { name: "cart", path: "/api/cart", table: cartItems },
] as const;

describe.each(lists)(`the shopper's $name on ${testDbKind}`, ({ path, table }) => {
  let database: Database;
  let app: App;
  let stored: Artwork[];
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const dataDir = createTempDir();
    app = createTestApp(database.db, { env: { DATA_DIR: dataDir } });
    stored = await insertArtworks(database.db, [
      { title: "First" },
      { title: "Second" },
      { title: "Third" },
    ]);
    const password = "long enough password";
    ada = await signUpAndVerify(app, dataDir, { email: "ada@example.com", password });
    bob = await signUpAndVerify(app, dataDir, { email: "bob@example.com", password });
  });
  afterAll(() => database?.close());

  const list = async (cookie: string) => {
    const response = await app.request(path, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: Artwork[] }).items;
  };
  const put = (cookie: string, id: string) =>
    send(app, "PUT", `${path}/${id}`, undefined, { cookie });
  const del = (cookie: string, id: string) =>
    send(app, "DELETE", `${path}/${id}`, undefined, { cookie });
  const rowsFor = async (email: string, artworkId: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return database.db
      .select()
      .from(table)
      .where(and(eq(table.userId, user.id), eq(table.artworkId, artworkId)));
  };

  it("answers 401 to a signed-out visitor, for every method", async () => {
    expect((await app.request(path)).status).toBe(401);
    expect((await send(app, "PUT", `${path}/${stored[0].id}`)).status).toBe(401);
    expect((await send(app, "DELETE", `${path}/${stored[0].id}`)).status).toBe(401);
  });

  it("adds, lists newest addition first, and removes", async () => {
    expect((await put(ada, stored[0].id)).status).toBe(200);
    expect((await put(ada, stored[2].id)).status).toBe(200);
    expect((await list(ada)).map((a) => a.title)).toEqual(["Third", "First"]);
    expect((await del(ada, stored[2].id)).status).toBe(200);
    expect((await list(ada)).map((a) => a.title)).toEqual(["First"]);
  });

  it("adding again leaves one row, and removing what is not there is harmless", async () => {
    await put(ada, stored[1].id);
    await put(ada, stored[1].id);
    expect(await rowsFor("ada@example.com", stored[1].id)).toHaveLength(1);
    expect((await del(ada, randomUUID())).status).toBe(200);
    expect((await del(ada, stored[2].id)).status).toBe(200);
  });

  it("keeps each shopper to their own rows, whatever ids they send", async () => {
    expect(await list(bob)).toEqual([]);
    // Bob removing the artwork Ada saved changes only Bob's (empty) list.
    await del(bob, stored[0].id);
    expect((await list(ada)).map((a) => a.id)).toContain(stored[0].id);
    await put(bob, stored[2].id);
    expect((await list(ada)).map((a) => a.id)).not.toContain(stored[2].id);
    expect((await list(bob)).map((a) => a.id)).toEqual([stored[2].id]);
  });

  it("answers 404 for an unknown artwork and 400 for a malformed id", async () => {
    const unknown = await put(ada, randomUUID());
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe("Artwork not found");
    const malformed = await put(ada, "not-a-uuid");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/UUID/);
  });

  it("refuses a change from another origin", async () => {
    const response = await send(app, "PUT", `${path}/${stored[1].id}`, undefined, {
      cookie: bob,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(await rowsFor("bob@example.com", stored[1].id)).toHaveLength(0);
  });

  it("takes 50 concurrent adds of one artwork as one row, none failing", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => put(bob, stored[0].id)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await rowsFor("bob@example.com", stored[0].id)).toHaveLength(1);
  });

  it("forgets an artwork everywhere when it is deleted from the catalogue", async () => {
    const [doomed] = await insertArtworks(database.db, [{ title: "Doomed" }]);
    await put(ada, doomed.id);
    await put(bob, doomed.id);
    await database.db.delete(artworks).where(eq(artworks.id, doomed.id));
    expect((await list(ada)).map((a) => a.id)).not.toContain(doomed.id);
    expect((await list(bob)).map((a) => a.id)).not.toContain(doomed.id);
  });
});

it("writes every cart row with quantity 1 (spec §9)", async () => {
  const database = await createTestDatabase();
  try {
    const dataDir = createTempDir();
    const app = createTestApp(database.db, { env: { DATA_DIR: dataDir } });
    const [artwork] = await insertArtworks(database.db, [{ title: "One" }]);
    const cookie = await signUpAndVerify(app, dataDir, {
      email: "q@example.com",
      password: "long enough password",
    });
    await send(app, "PUT", `/api/cart/${artwork.id}`, undefined, { cookie });
    const rows = await database.db.select().from(cartItems);
    expect(rows.map((r) => r.quantity)).toEqual([1]);
  } finally {
    await database.close();
  }
});
