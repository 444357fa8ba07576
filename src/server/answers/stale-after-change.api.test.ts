import { beforeAll, describe, expect, it } from "vitest";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { messages } from "#shared/messages";
import { newArtwork, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor, TEST_SHIPPING, testClock } from "#tests/orders";
import { TEST_INDEX_HTML } from "#tests/read-routes";
import { STALE_AFTER_CHANGE_MS } from "./cache";

// Decision 062: while the catalogue's answer for a new version is computed, a visitor without a
// cookie may be given the one from just before — for at most a second after that version was
// last known current, never past the answer's own time (a release moment, a hold's end), and
// never to anyone with a cookie: the owners, buyers and collectors see every change at once.

describe(`answers just after a change, on ${testDbKind} (decision 062)`, () => {
  const clock = testClock();
  const t = useTestApp({
    clock: clock.now,
    indexHtml: TEST_INDEX_HTML,
    staleAnswersMs: STALE_AFTER_CHANGE_MS,
    artworks: [
      { title: "Harbour", price: 500, createdAt: new Date("2026-01-02") },
      { title: "Meadow", price: 300, createdAt: new Date("2026-01-01") },
    ],
  });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
  });

  /** A read as a visitor without a cookie makes it, or as `user` with theirs. */
  const read = async <T>(path: string, user?: TestUser): Promise<T> => {
    const response = user
      ? await t.send("GET", path, undefined, { cookie: user.cookie })
      : await t.app.request(path);
    expect(response.status).toBe(200);
    return response.json();
  };
  const availabilityOf = async (artwork: Artwork, user?: TestUser) =>
    (await read<Artwork>(`/api/artworks/${artwork.id}`, user)).availability;

  it("shows a visitor a painting sold a moment ago as before for at most a second; the buyer, the owner and the next order see the sale at once", async () => {
    const [harbour, meadow] = t.artworks;
    expect(await availabilityOf(harbour)).toBe("available");
    expect(await availabilityOf(meadow)).toBe("available");
    const buyer = await t.signIn();
    await placeOrderFor(t, buyer.cookie, [harbour.id]);

    // The same moment: the visitor's answer is the one from before the sale…
    expect(await availabilityOf(harbour)).toBe("available");
    // …the buyer's and the owner's are exact.
    expect(await availabilityOf(harbour, buyer)).toBe("reserved");
    expect(await availabilityOf(harbour, owner)).toBe("reserved");
    // An order for it is refused, and says why, whatever the visitor was shown.
    const rival = await t.signIn();
    const refused = await t.send(
      "POST",
      "/api/orders",
      { shipping: TEST_SHIPPING, items: [{ artworkId: harbour.id }] },
      { cookie: rival.cookie },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: messages.api.unavailable,
      unavailable: [harbour.id],
    });

    // A second later, the answer from before is never given, though nobody has asked since.
    await placeOrderFor(t, (await t.signIn()).cookie, [meadow.id]);
    clock.advance(STALE_AFTER_CHANGE_MS + 1);
    expect(await availabilityOf(meadow)).toBe("reserved");
    expect(await availabilityOf(harbour)).toBe("reserved");
  });

  it("shows the owner her change at once, on the API and the gallery's page, through the fast lane too", async () => {
    const [, meadow] = t.artworks;
    const origin = await t.listen();
    const over = async (path: string, cookie?: string) => {
      const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      return response.text();
    };
    const path = `/api/artworks/${meadow.id}`;
    // Asked twice, as visitors do: the app answers, then the lane knows the answer.
    expect(await over(path)).toContain('"title":"Meadow"');
    expect(await over(path)).toContain('"title":"Meadow"');
    expect(await over("/")).toContain("Meadow");

    const renamed = await t.send(
      "PUT",
      path,
      { ...newArtwork("Meadow in June"), price: 300 },
      { cookie: owner.cookie },
    );
    expect(renamed.status).toBe(200);
    // With her cookie, the owner never gets the answer from before, by either lane.
    expect(await over(path, owner.cookie)).toContain('"title":"Meadow in June"');
    expect(await over("/", owner.cookie)).toContain("Meadow in June");
    clock.advance(STALE_AFTER_CHANGE_MS + 1);
    expect(await over(path)).toContain('"title":"Meadow in June"');
    expect(await over("/")).toContain("Meadow in June");
  });

  it("never gives an answer past its own time: a work due out within the second is listed at its moment", async () => {
    const releaseAt = new Date(clock.now().getTime() + STALE_AFTER_CHANGE_MS / 2);
    const added = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork("Dawn"), releaseAt: releaseAt.toISOString() },
      { cookie: owner.cookie },
    );
    expect(added.status).toBe(201);
    const titles = async () =>
      (await read<ArtworkPage>("/api/artworks")).items.map((artwork) => artwork.title);
    expect(await titles()).not.toContain("Dawn");
    // The catalogue moves on (another work's price), so the list before may be given a moment…
    const [harbour] = t.artworks;
    const repriced = await t.send(
      "PUT",
      `/api/artworks/${harbour.id}`,
      { ...newArtwork("Harbour"), price: 550 },
      { cookie: owner.cookie },
    );
    expect(repriced.status).toBe(200);
    expect(await titles()).not.toContain("Dawn");
    // …but not once the release has opened, though that is well within the second.
    clock.advance(STALE_AFTER_CHANGE_MS * 0.6);
    expect(await titles()).toContain("Dawn");
  });
});
