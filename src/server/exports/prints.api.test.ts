import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";
import { insertEdition, insertPrintLine } from "#tests/prints";

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
    const limited = await insertEdition(t.db, harbour.id);
    const open = await insertEdition(t.db, meadow.id, {
      format: "Poster",
      price: 20.5,
      size: null,
      numbered: false,
      signed: false,
    });
    await insertEdition(t.db, meadow.id, { retiredAt: new Date() });
    const buyer = await t.signIn();
    const paid = await placeOrderFor(t, buyer.cookie, [harbour.id]);
    const marked = await t.send("POST", `/api/admin/orders/${paid.id}/paid`, {}, await asOwner());
    expect(marked.status).toBe(200);
    const print = { position: 1, edition: limited, quantity: 2, hold: "sold" as const };
    expect(await insertPrintLine(t.db, { ...print, orderId: paid.id })).toEqual([1, 2]);
    const unpaid = await placeOrderFor(t, buyer.cookie, [meadow.id]);
    await insertPrintLine(t.db, {
      ...print,
      orderId: unpaid.id,
      edition: open,
      quantity: 3,
      hold: "reserved",
      title: "Meadow",
    });
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
          `${editions.printOf("Harbour")} by Ada`,
          "Giclée print, 30 × 40 cm",
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
          `${editions.printOf("Meadow")} by Ada`,
          "Poster, 30 × 40 cm",
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
        "Giclée print",
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
        "30",
        "40",
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
        "Giclée print",
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
