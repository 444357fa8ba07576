import { describe, expect, it } from "vitest";
import type { Artwork } from "#shared/artwork";
import type { Order } from "#shared/order";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";
import { mailsTo } from "#tests/outbox";

// Refunds (docs/product.md: after the sale): the owner refunds a paid or shipped order; its
// paintings go back to the gallery, its certificates become void and the buyer is told.

describe(`refunding a manually paid order on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [{ title: "Harbour" }, { title: "Meadow" }],
  });
  const availabilityOf = async (id: string) =>
    ((await (await t.app.request(`/api/artworks/${id}`)).json()) as Artwork).availability;

  it("moves a paid or shipped order to refunded, once, and releases its paintings", async () => {
    const [harbour, meadow] = t.artworks;
    const buyer = await t.signIn({ email: "buyer@example.com" });
    const owner = await t.signIn({ email: "owner@example.com" });
    const fan = await t.signIn({ email: "fan@example.com" });
    await t.send("PUT", `/api/favorites/${harbour.id}`, undefined, { cookie: fan.cookie });
    const asOwner = { cookie: owner.cookie };
    const refund = (order: Order, headers = asOwner) =>
      t.send("POST", `/api/admin/orders/${order.id}/refund`, undefined, headers);

    const order = await placeOrderFor(t, buyer.cookie, [harbour.id]);
    // Awaiting payment: nothing to refund (it is cancelled instead).
    const early = await refund(order);
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(
      "This order cannot be refunded: it is awaiting payment.",
    );
    await t.send("POST", `/api/admin/orders/${order.id}/paid`, undefined, asOwner);
    await t.send("POST", `/api/admin/orders/${order.id}/shipped`, {}, asOwner);
    const code = (
      await (
        await t.send("GET", `/api/orders/${order.id}`, undefined, {
          cookie: buyer.cookie,
        })
      ).json()
    ).order.items[0].certificate.code;

    // Only owners: a shopper is refused, the buyer too.
    expect((await refund(order, { cookie: buyer.cookie })).status).toBe(403);
    const refunded = await refund(order);
    expect(refunded.status).toBe(200);
    expect((await refunded.json()).order.status).toBe("refunded");
    expect(await availabilityOf(harbour.id)).toBe("available");
    // Once: a second refund is refused, and changes nothing.
    expect((await refund(order)).status).toBe(409);

    // The certificate is void, and its page says so.
    const page = await (await t.app.request(`/verify/${code}`)).text();
    expect(page).toContain("This certificate is void");
    expect(page).not.toContain("This certificate is genuine");

    await t.deliverMail();
    const subjects = (await mailsTo(t.dataDir, "buyer@example.com")).map((mail) => mail.subject);
    expect(subjects).toContain(`Order ${order.number} has been refunded`);
    // Whoever favourited the painting hears it is available again.
    expect((await mailsTo(t.dataDir, "fan@example.com")).map((mail) => mail.subject)).toEqual([
      "Available again: Harbour",
    ]);

    // A paid order that was never shipped can be refunded too; an unknown one is 404.
    const second = await placeOrderFor(t, buyer.cookie, [meadow.id]);
    await t.send("POST", `/api/admin/orders/${second.id}/paid`, undefined, asOwner);
    expect((await refund(second)).status).toBe(200);
    expect(
      (
        await t.send(
          "POST",
          "/api/admin/orders/00000000-0000-4000-8000-000000000000/refund",
          undefined,
          asOwner,
        )
      ).status,
    ).toBe(404);
  });
});
