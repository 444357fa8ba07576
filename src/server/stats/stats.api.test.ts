import { describe, expect, it } from "vitest";
import type { ShopStats } from "#shared/stats";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { OPEN_EDITION } from "#tests/editions";
import { testClock } from "#tests/orders";
import { addEdition, orderItemsFor } from "#tests/prints";

const DAY = 24 * 60 * 60_000;

describe(`the owner's Overview figures on ${testDbKind}`, () => {
  const clock = testClock(new Date("2026-11-20T12:00:00.000Z"));
  const t = useTestApp({
    clock: clock.now,
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [
      { title: "Harbour", price: 1250.5 },
      { title: "Meadow", price: 99.99 },
      { title: "Returned", price: 300 },
      { title: "Unpaid", price: 40 },
      { title: "Gone", price: 10 },
    ],
  });
  let owner: Promise<{ cookie: string }> | undefined;
  const asOwner = async () => {
    owner ??= t.signIn({ email: "owner@example.com" });
    return { cookie: (await owner).cookie };
  };
  const stats = async (): Promise<ShopStats> => {
    const response = await t.app.request("/api/admin/stats", { headers: await asOwner() });
    expect(response.status).toBe(200);
    return response.json();
  };
  const post = async (path: string) => t.send("POST", path, {}, await asOwner());

  it("sums paid sales by the month they were paid, originals apart from prints", async () => {
    const [harbour, meadow, returned, unpaid] = t.artworks;
    const { cookie: ownerCookie } = await asOwner();
    const limited = await addEdition(t, ownerCookie, harbour.id);
    const open = await addEdition(t, ownerCookie, meadow.id, { ...OPEN_EDITION, price: 20.5 });
    const buyer = await t.signIn();
    const order = (artworkId: string, editionId: string, quantity: number) =>
      orderItemsFor(t, buyer.cookie, [{ artworkId }, { editionId, quantity }]);
    // Two prints at £45 sold with it; a refunded order's and an unpaid one's count for nothing.
    const first = await order(harbour.id, limited.id, 2);
    await post(`/api/admin/orders/${first.id}/paid`);
    const refunded = await order(returned.id, limited.id, 2);
    await post(`/api/admin/orders/${refunded.id}/paid`);
    await post(`/api/admin/orders/${refunded.id}/refund`);
    clock.advance(15 * DAY); // into December
    const second = await order(meadow.id, open.id, 3);
    await post(`/api/admin/orders/${second.id}/paid`);
    await post(`/api/admin/orders/${second.id}/shipped`);
    await order(unpaid.id, limited.id, 2);

    const { revenueByMonth, ordersByStatus, sold } = await stats();
    expect(revenueByMonth).toHaveLength(12);
    expect(revenueByMonth[0]).toEqual({ month: "2026-01", total: 0, originals: 0, prints: 0 });
    // `total` is what the orders took, delivery and all; the works' share is split by kind.
    expect(revenueByMonth.slice(-2)).toEqual([
      { month: "2026-11", total: first.total, originals: 1250.5, prints: 90 },
      { month: "2026-12", total: second.total, originals: 99.99, prints: 61.5 },
    ]);
    expect(first.total).toBe(1250.5 + 90 + first.shipping);
    expect(sold).toEqual({
      originals: { count: 2, revenue: 1350.49 },
      prints: { count: 5, revenue: 151.5 },
    });
    expect(ordersByStatus).toEqual({
      awaiting_payment: 1,
      paying_in_parts: 0,
      paid: 1,
      shipped: 1,
      delivered: 0,
      return_requested: 0,
      refund_due: 0,
      cancelled: 0,
      expired: 0,
      refunded: 1,
    });
  });

  it("counts views of a detail per day, on the app and the fast lane, and never a robot's", async () => {
    const [harbour, meadow, , , gone] = t.artworks;
    const origin = await t.listen();
    const view = (id: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}/api/artworks/${id}`, { headers });
    // By its id or its slug, as an address names it: one work's views either way.
    for (const ref of [harbour.id, harbour.slug, harbour.id]) {
      expect((await view(ref)).status).toBe(200);
    }
    await view(meadow.id);
    await view(harbour.id, { "user-agent": "Googlebot/2.1" });
    await view(gone.id);
    // A work deleted before the views are written loses them, and nothing fails.
    expect(
      (await t.send("DELETE", `/api/artworks/${gone.id}`, undefined, await asOwner())).status,
    ).toBe(200);
    // The counts wait in memory: the Overview writes them first.
    const { topViewed } = await stats();
    expect(topViewed.map(({ title, count }) => ({ title, count }))).toEqual([
      { title: "Harbour", count: 3 },
      { title: "Meadow", count: 1 },
    ]);
    expect(topViewed[0]).toMatchObject({
      artworkId: harbour.id,
      artworkSlug: harbour.slug,
      imageUrl: harbour.imageUrl,
    });
    // Another day adds to the same works; a month later they have dropped out.
    clock.advance(DAY);
    await view(meadow.id);
    await view(meadow.id);
    await view(meadow.id);
    await t.flushViews();
    expect((await stats()).topViewed.map(({ title, count }) => [title, count])).toEqual([
      ["Meadow", 4],
      ["Harbour", 3],
    ]);
    clock.advance(31 * DAY);
    expect((await stats()).topViewed).toEqual([]);
  });

  it("ranks the most favourited works", async () => {
    const [harbour, meadow] = t.artworks;
    for (const liked of [[harbour, meadow], [meadow], [meadow]]) {
      const fan = await t.signIn();
      for (const artwork of liked) {
        await t.send("PUT", `/api/favorites/${artwork.id}`, undefined, { cookie: fan.cookie });
      }
    }
    expect((await stats()).topFavorited.map(({ title, count }) => [title, count])).toEqual([
      ["Meadow", 3],
      ["Harbour", 1],
    ]);
  });

  it("is the owners' only", async () => {
    expect((await t.app.request("/api/admin/stats")).status).toBe(401);
    const shopper = await t.signIn();
    const response = await t.app.request("/api/admin/stats", {
      headers: { cookie: shopper.cookie },
    });
    expect(response.status).toBe(403);
  });
});
