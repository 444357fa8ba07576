import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { LIMITED_EDITION, OPEN_EDITION } from "#tests/editions";
import { addEdition, orderItemsFor } from "#tests/prints";

// Prints in the owner's spreadsheets: their lines in the orders CSV, and the editions CSV.

const editions = messages.editions;

describe(`prints in the exports on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [
      { title: "Harbour", price: 1250.5 },
      { title: "Meadow", price: 300 },
    ],
  });
  let owner: Promise<{ cookie: string }> | undefined;
  const asOwner = async () => {
    owner ??= t.signIn({ email: "owner@example.com" });
    return { cookie: (await owner).cookie };
  };
  const download = async (path: string) => {
    const response = await t.app.request(path, { headers: await asOwner() });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return parse(await response.text()) as string[][];
  };
  /** Harbour's limited edition, two prints paid for beside it; Meadow's open one, three unpaid. */
  const sell = async () => {
    const [harbour, meadow] = t.artworks;
    const { cookie } = await asOwner();
    const limited = await addEdition(t, cookie, harbour.id);
    const open = await addEdition(t, cookie, meadow.id, { ...OPEN_EDITION, price: 20.5 });
    const retired = await addEdition(t, cookie, meadow.id, {
      ...LIMITED_EDITION,
      format: "Etching",
    });
    expect(
      (await t.send("DELETE", `/api/editions/${retired.id}`, undefined, { cookie })).status,
    ).toBe(200);
    const buyer = await t.signIn();
    const paid = await orderItemsFor(t, buyer.cookie, [
      { artworkId: harbour.id },
      { editionId: limited.id, quantity: 2 },
    ]);
    expect((await t.send("POST", `/api/admin/orders/${paid.id}/paid`, {}, { cookie })).status).toBe(
      200,
    );
    const unpaid = await orderItemsFor(t, buyer.cookie, [
      { artworkId: meadow.id },
      { editionId: open.id, quantity: 3 },
    ]);
    return { paid, unpaid };
  };
  let orders: Awaited<ReturnType<typeof sell>>;
  beforeAll(async () => {
    orders = await sell();
  });

  it("writes each print line's kind, format, edition, quantity and numbers in the orders CSV", async () => {
    const { paid, unpaid } = orders;
    const [header, ...rows] = await download("/api/admin/exports/orders.csv");
    const items = (number: string) =>
      rows.find((row) => row[0] === number)?.[header.indexOf("Items")];
    expect(items(paid.number)).toBe(
      [
        `Harbour by ${t.artworks[0].artist} (£1,250.50)`,
        [
          `${editions.printOf("Harbour")} by ${t.artworks[0].artist}`,
          "Giclée print on cotton rag, 30 × 40 cm",
          editions.limited(50),
          editions.lineQuantity(2, "£45"),
          "numbers 1, 2 of 50",
        ].join(" · "),
      ].join("; "),
    );
    // Not paid: no numbers yet.
    expect(items(unpaid.number)).toBe(
      [
        `Meadow by ${t.artworks[1].artist} (£300)`,
        [
          `${editions.printOf("Meadow")} by ${t.artworks[1].artist}`,
          "Poster, 50 × 70 cm",
          editions.open,
          editions.lineQuantity(3, "£20.50"),
        ].join(" · "),
      ].join("; "),
    );
  });

  it("lists every edition, retired ones too, with its stock and what its sold prints took", async () => {
    const [header, ...rows] = await download("/api/admin/exports/editions.csv");
    expect(header).toEqual([
      "Edition",
      "Artwork id",
      "Artwork",
      "Format",
      "Width",
      "Height",
      "Unit",
      "Price (GBP)",
      "Edition size",
      "Signed",
      "Numbered",
      "Sold",
      "Held",
      "Spent",
      "Left",
      "Sold (GBP)",
      "Created",
      "Retired",
    ]);
    const [harbour, meadow] = t.artworks;
    expect(rows.map((row) => row.slice(1, 16))).toEqual([
      [
        harbour.id,
        "Harbour",
        "Giclée print on cotton rag",
        "30",
        "40",
        "cm",
        "45.00",
        "50",
        "yes",
        "yes",
        "2",
        "0",
        "0",
        "48",
        "90.00",
      ],
      [
        meadow.id,
        "Meadow",
        "Poster",
        "50",
        "70",
        "cm",
        "20.50",
        "",
        "no",
        "no",
        "0",
        "3",
        "0",
        "",
        "0.00",
      ],
      [
        meadow.id,
        "Meadow",
        "Etching",
        "30",
        "40",
        "cm",
        "45.00",
        "50",
        "yes",
        "yes",
        "0",
        "0",
        "0",
        "50",
        "0.00",
      ],
    ]);
    expect(rows[0][17]).toBe("");
    expect(rows[2][17]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("is the owners' only", async () => {
    const path = "/api/admin/exports/editions.csv";
    expect((await t.app.request(path)).status).toBe(401);
    const shopper = await t.signIn();
    expect((await t.app.request(path, { headers: { cookie: shopper.cookie } })).status).toBe(403);
  });
});
