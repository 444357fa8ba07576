import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { artworks, cartItems, userFavorites } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { createTestApp, type TestUser, useTestApp } from "#tests/api";
import { insertArtworks, testDbKind } from "#tests/database";

const lists = [
  { name: "favorites", path: "/api/favorites", table: userFavorites },
  { name: "cart", path: "/api/cart", table: cartItems },
] as const;

describe.each(lists)(`the shopper's $name on ${testDbKind}`, ({ path, table }) => {
  const t = useTestApp({ artworks: [{ title: "First" }, { title: "Second" }, { title: "Third" }] });
  let stored: Artwork[];
  let ada: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    stored = t.artworks;
    ada = await t.signIn({ email: "ada@example.com" });
    bob = await t.signIn({ email: "bob@example.com" });
  });

  const list = async (user: TestUser) => {
    const response = await t.app.request(path, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { items: Artwork[] }).items;
  };
  const put = (user: TestUser, id: string) =>
    t.send("PUT", `${path}/${id}`, undefined, { cookie: user.cookie });
  const del = (user: TestUser, id: string) =>
    t.send("DELETE", `${path}/${id}`, undefined, { cookie: user.cookie });
  const rowsFor = (user: TestUser, artworkId: string) =>
    t.db
      .select()
      .from(table)
      .where(and(eq(table.userId, user.id), eq(table.artworkId, artworkId)));

  it("answers 401 to a signed-out visitor, for every method", async () => {
    expect((await t.app.request(path)).status).toBe(401);
    expect((await t.send("PUT", `${path}/${stored[0].id}`)).status).toBe(401);
    expect((await t.send("DELETE", `${path}/${stored[0].id}`)).status).toBe(401);
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
    expect(await rowsFor(ada, stored[1].id)).toHaveLength(1);
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
    const response = await t.send("PUT", `${path}/${stored[1].id}`, undefined, {
      cookie: bob.cookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(await rowsFor(bob, stored[1].id)).toHaveLength(0);
  });

  it("takes 50 concurrent adds of one artwork as one row, none failing", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => put(bob, stored[0].id)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await rowsFor(bob, stored[0].id)).toHaveLength(1);
  });

  it("forgets an artwork everywhere when it is deleted from the catalogue", async () => {
    const [doomed] = await insertArtworks(t.db, [{ title: "Doomed" }]);
    await put(ada, doomed.id);
    await put(bob, doomed.id);
    await t.db.delete(artworks).where(eq(artworks.id, doomed.id));
    expect((await list(ada)).map((a) => a.id)).not.toContain(doomed.id);
    expect((await list(bob)).map((a) => a.id)).not.toContain(doomed.id);
  });
});

it("writes every cart row with quantity 1", async () => {
  const t = await createTestApp({ artworks: [{ title: "One" }] });
  try {
    const { cookie } = await t.signIn();
    await t.client(cookie).cart[":artworkId"].$put({ param: { artworkId: t.artworks[0].id } });
    const rows = await t.db.select().from(cartItems);
    expect(rows.map((r) => r.quantity)).toEqual([1]);
  } finally {
    await t.close();
  }
});
