import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSettings, artworks, userFavorites } from "#server/db/schema";
import { DEMO_KEPT_REASONS } from "#shared/demo";
import { useTestApp } from "#tests/api";
import { insertArtworks, testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";
import { DEMO_ARTIST } from "./demo-collection";
import { seedDemoCollection } from "./seed";

const remove = (t: ReturnType<typeof useTestApp>, cookie?: string) =>
  t.send("POST", "/api/admin/demo/remove", undefined, cookie ? { cookie } : {});

describe(`removing the demo collection at any time on ${testDbKind}`, () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: "listed@atelier.test" } });

  it("is the owner's alone", async () => {
    const customer = await t.signIn();
    expect((await remove(t)).status).toBe(401);
    expect((await remove(t, customer.cookie)).status).toBe(403);
  });

  it("removes every demo work nothing refers to, in one go, and says which it kept and why", async () => {
    await seedDemoCollection(t.db);
    const demo = await t.db
      .select({ id: artworks.id, title: artworks.title })
      .from(artworks)
      .where(eq(artworks.artist, DEMO_ARTIST))
      .orderBy(artworks.createdAt, artworks.id);
    const [ordered, favourite, ownersFavourite, listedOwnersFavourite] = demo;
    const buyer = await t.signIn();
    const granted = await t.signIn({ owner: true });
    const listed = await t.signIn({ email: "listed@atelier.test" });
    await placeOrderFor(t, buyer.cookie, [ordered.id]);
    await t.db.insert(userFavorites).values([
      { userId: buyer.id, artworkId: favourite.id },
      // An owner is not a buyer: the owners' own favourites keep nothing.
      { userId: granted.id, artworkId: ownersFavourite.id },
      { userId: listed.id, artworkId: listedOwnersFavourite.id },
    ]);
    // The owner's own work is not the demo's, even under the demo artist's name.
    const [own] = await insertArtworks(t.db, [{ title: "Harbour at Dusk", artist: DEMO_ARTIST }]);

    const response = await remove(t, granted.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      removed: demo.length - 2,
      kept: [
        { id: ordered.id, title: ordered.title, reason: "order" },
        { id: favourite.id, title: favourite.title, reason: "favourite" },
      ],
    });
    for (const { reason } of body.kept) expect(DEMO_KEPT_REASONS).toContain(reason);

    const left = await t.db.select({ id: artworks.id }).from(artworks);
    expect(left.map((row) => row.id).sort()).toEqual([ordered.id, favourite.id, own.id].sort());
    // Marked removed: a restart does not seed it again.
    const [marked] = await t.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, "demo_collection"));
    expect(marked?.value).toBe("removed");
    expect(await seedDemoCollection(t.db)).toBe(0);

    // Again: nothing more goes, and the same two are kept.
    expect(await (await remove(t, listed.cookie)).json()).toEqual({
      removed: 0,
      kept: body.kept,
    });
  });
});
