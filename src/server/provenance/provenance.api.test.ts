import { describe, expect, it } from "vitest";
import type { ProvenanceEntry } from "#shared/provenance";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";

// The provenance register (docs/product.md: after the sale): who owns which work, from the
// shop's paid orders and from the sales the owner records as made elsewhere.

describe(`the provenance register on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [
      { title: "Harbour, at dusk", price: 1250.5 },
      { title: "Shipped meadow", price: 99.99 },
      { title: "Sold at the fair", price: 400 },
      { title: "Sold quietly", price: 300 },
      { title: "Returned", price: 200 },
      { title: "Still reserved", price: 150 },
      { title: "Deleted later", price: 80 },
    ],
  });

  const asOwner = async () => ({ cookie: (await owner()).cookie });
  let ownerUser: ReturnType<typeof t.signIn> | undefined;
  const owner = () => {
    ownerUser ??= t.signIn({ email: "owner@example.com" });
    return ownerUser;
  };
  const markSold = async (id: string, body: Record<string, unknown>) =>
    t.send("PUT", `/api/artworks/${id}/availability`, body, await asOwner());
  const register = async (): Promise<ProvenanceEntry[]> => {
    const response = await t.app.request("/api/admin/provenance", { headers: await asOwner() });
    expect(response.status).toBe(200);
    return (await response.json()).entries;
  };
  const ownerPost = async (path: string, body?: unknown) =>
    t.send("POST", path, body, await asOwner());

  it("lists every work sold, in the shop and elsewhere, newest first, and nothing unsold or refunded", async () => {
    const [harbour, meadow, fair, quiet, returned, reserved, deleted] = t.artworks;
    const buyer = await t.signIn({ email: "collector@example.com" });
    const paid = await placeOrderFor(t, buyer.cookie, [harbour.id, deleted.id]);
    await ownerPost(`/api/admin/orders/${paid.id}/paid`);
    const shipped = await placeOrderFor(t, buyer.cookie, [meadow.id]);
    await ownerPost(`/api/admin/orders/${shipped.id}/paid`);
    await ownerPost(`/api/admin/orders/${shipped.id}/shipped`, {});
    const refunded = await placeOrderFor(t, buyer.cookie, [returned.id]);
    await ownerPost(`/api/admin/orders/${refunded.id}/paid`);
    await ownerPost(`/api/admin/orders/${refunded.id}/refund`);
    await placeOrderFor(t, buyer.cookie, [reserved.id]);
    expect(
      (
        await markSold(fair.id, {
          availability: "sold",
          buyerName: "Iris Dunmore",
          soldOn: "2026-05-14",
        })
      ).status,
    ).toBe(200);
    expect((await markSold(quiet.id, { availability: "sold" })).status).toBe(200);
    // An order keeps what was sold: the register too, after the artwork is deleted.
    expect(
      (await t.send("DELETE", `/api/artworks/${deleted.id}`, undefined, await asOwner())).status,
    ).toBe(200);

    const entries = await register();
    expect(entries.map((entry) => entry.title).sort()).toEqual(
      [
        "Deleted later",
        "Harbour, at dusk",
        "Shipped meadow",
        "Sold at the fair",
        "Sold quietly",
      ].sort(),
    );
    const today = entries.find((entry) => entry.title === "Harbour, at dusk");
    expect(today).toEqual({
      artworkId: harbour.id,
      artworkSlug: harbour.slug,
      title: "Harbour, at dusk",
      artist: harbour.artist,
      imageUrl: harbour.imageUrl,
      source: "order",
      buyer: { name: "Ada Lovelace", email: "collector@example.com" },
      soldOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      price: 1250.5,
      order: { id: paid.id, number: paid.number },
      certificate: expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/),
    });
    expect(entries.find((entry) => entry.title === "Deleted later")).toMatchObject({
      artworkId: null,
      price: 80,
      order: { number: paid.number },
    });
    expect(entries.find((entry) => entry.title === "Sold at the fair")).toEqual({
      artworkId: fair.id,
      artworkSlug: fair.slug,
      title: "Sold at the fair",
      artist: fair.artist,
      imageUrl: fair.imageUrl,
      source: "elsewhere",
      buyer: { name: "Iris Dunmore", email: null },
      soldOn: "2026-05-14",
      price: null,
      order: null,
      certificate: null,
    });
    // Newest sale first; the one with no day last.
    const days = entries.map((entry) => entry.soldOn);
    expect(days.at(-1)).toBeNull();
    expect(days.indexOf("2026-05-14")).toBe(entries.length - 2);
  });

  it("forgets the record when the work is available again, and never shows it to visitors", async () => {
    const [, , fair] = t.artworks;
    await markSold(fair.id, {
      availability: "sold",
      buyerName: "Iris Dunmore",
      soldOn: "2026-05-14",
    });
    const page = await (await t.app.request(`/api/artworks/${fair.id}`)).text();
    expect(page).not.toContain("Iris Dunmore");
    expect((await markSold(fair.id, { availability: "available" })).status).toBe(200);
    expect((await register()).some((entry) => entry.artworkId === fair.id)).toBe(false);
    // Sold again with nothing said: no name or day is left over from before.
    await markSold(fair.id, { availability: "sold" });
    expect((await register()).find((entry) => entry.artworkId === fair.id)?.buyer.name).toBeNull();
  });

  it("refuses a bad name or day with the field's reason, and changes nothing", async () => {
    const [, , , quiet] = t.artworks;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { availability: "sold", soldOn: "2999-01-01" },
        "soldOn",
        "Date of sale cannot be in the future",
      ],
      [
        { availability: "sold", soldOn: "2026-02-30" },
        "soldOn",
        "Date of sale must be a date (YYYY-MM-DD)",
      ],
      [
        { availability: "sold", soldOn: "14/05/2026" },
        "soldOn",
        "Date of sale must be a date (YYYY-MM-DD)",
      ],
      [{ availability: "sold", soldOn: "1700-01-01" }, "soldOn", "Date of sale must be after 1800"],
      [
        { availability: "sold", buyerName: "Iris\u0007" },
        "buyerName",
        "Buyer's name must not contain control characters",
      ],
      [
        { availability: "sold", buyerName: "x".repeat(101) },
        "buyerName",
        "Buyer's name must be at most 100 characters",
      ],
      [{ availability: "sold", buyerName: 7 }, "buyerName", "Buyer's name must be text"],
      [
        { availability: "available", buyerName: "Iris" },
        "availability",
        "Only a sold work has a buyer and a date of sale",
      ],
    ];
    for (const [body, field, reason] of cases) {
      const response = await markSold(quiet.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).fields[field]).toBe(reason);
    }
    const entry = (await register()).find((e) => e.artworkId === quiet.id);
    expect(entry?.buyer.name).toBeNull();
  });

  it("is the owners' only: 401 signed out, 403 for a shopper", async () => {
    for (const path of ["/api/admin/provenance", "/api/admin/provenance/collectors.csv"]) {
      expect((await t.app.request(path)).status).toBe(401);
      const shopper = await t.signIn();
      expect((await t.app.request(path, { headers: { cookie: shopper.cookie } })).status).toBe(403);
    }
  });

  it("downloads as CSV: a header row, quoted commas, money in pounds, and no formula", async () => {
    const [, , fair] = t.artworks;
    await markSold(fair.id, {
      availability: "sold",
      buyerName: '=HYPERLINK("http://evil.example")',
      soldOn: "2026-05-14",
    });
    const response = await t.app.request("/api/admin/provenance/collectors.csv", {
      headers: await asOwner(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="atelier-collectors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Title,Artist,Buyer,Buyer e-mail,Date of sale,Price (GBP),Sold,Order,Certificate",
    );
    expect(lines.find((row) => row.startsWith('"Harbour, at dusk"'))).toMatch(
      /^"Harbour, at dusk",[^,]+,Ada Lovelace,collector@example\.com,\d{4}-\d{2}-\d{2},1250\.50,In the shop,A-\d+,[0-9A-Z-]{19}$/,
    );
    expect(lines.find((row) => row.startsWith("Sold at the fair"))).toBe(
      `Sold at the fair,${fair.artist},"'=HYPERLINK(""http://evil.example"")",,2026-05-14,,Elsewhere,,`,
    );
    expect(lines.at(-1)).toBe("");
  });
});
