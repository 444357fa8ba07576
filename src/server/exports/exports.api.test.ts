import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { artworkImages } from "#server/db/schema";
import type { Artwork } from "#shared/artwork";
import { IMPORT_MAX_ROWS, type ImportReport } from "#shared/imports";
import { messages } from "#shared/messages";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";

// The owner's exports (orders and artworks as CSV) and the artworks import that reads the
// export's own columns back (docs/product.md: the owner's studio).

const HEADER =
  "id,title,artist,description,price,medium,size,imageUrl,availability,createdAt,updatedAt,year,style,subject,signed,framed,images";

describe(`exports and the artworks import on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { ADMIN_EMAILS: "owner@example.com" },
    artworks: [
      { title: "Harbour, at dusk", price: 1250.5 },
      { title: '=HYPERLINK("http://evil.example")', price: 99.99 },
      { title: 'Zoë\'s "quiet" sea', description: "First line,\nsecond line", price: 10 },
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
    return response.text();
  };
  const importCsv = async (csv: string, dryRun?: boolean) => {
    const query = dryRun === undefined ? "" : `?dryRun=${dryRun}`;
    return t.app.request(`/api/admin/imports/artworks${query}`, {
      method: "POST",
      headers: {
        ...(await asOwner()),
        origin: new URL(t.config.publicUrl).origin,
        "content-type": "text/csv",
      },
      body: csv,
    });
  };
  const catalogue = async (): Promise<Artwork[]> =>
    (await (await t.app.request("/api/artworks?limit=100")).json()).items;

  it("exports the artworks as RFC 4180 CSV: quoted, UTF-8, formulas written as text", async () => {
    const csv = await download("/api/admin/exports/artworks.csv");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(csv).toContain(`"Harbour, at dusk"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"Zoë's ""quiet"" sea",`);
    expect(csv).toContain(`"First line,\nsecond line"`);
    const [header, ...rows] = parse(csv) as string[][];
    expect(header).toEqual(HEADER.split(","));
    expect(rows).toHaveLength(3);
    const harbour = rows.find((row) => row[1] === "Harbour, at dusk");
    expect(harbour?.[4]).toBe("1250.50");
    expect(harbour?.[8]).toBe("available");
    expect(harbour?.[9]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("exports the orders with money in pounds and moments in ISO 8601", async () => {
    const buyer = await t.signIn({ email: "buyer@example.com" });
    const order = await placeOrderFor(t, buyer.cookie, [t.artworks[0].id]);
    await t.send("POST", `/api/admin/orders/${order.id}/paid`, {}, await asOwner());
    const [header, ...rows] = parse(await download("/api/admin/exports/orders.csv")) as string[][];
    expect(header.slice(0, 10)).toEqual([
      "Order",
      "Placed",
      "Status",
      "Buyer",
      "Buyer e-mail",
      "Items",
      "Subtotal (GBP)",
      "Shipping (GBP)",
      "Total (GBP)",
      "Payment",
    ]);
    const row = rows.find((r) => r[0] === order.number);
    expect(row?.slice(2, 10)).toEqual([
      "paid",
      "Ada Lovelace",
      "buyer@example.com",
      `Harbour, at dusk by ${t.artworks[0].artist} (£1,250.50)`,
      "1250.50",
      "0.00",
      "1250.50",
      "manual",
    ]);
    expect(row?.[10]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("reads its own export back: a dry run changes nothing, and applying it keeps every text as it was", async () => {
    const before = await catalogue();
    const exported = await download("/api/admin/exports/artworks.csv");
    const dry = await importCsv(exported, true);
    expect(dry.status).toBe(200);
    const report: ImportReport = await dry.json();
    expect(report).toMatchObject({ dryRun: true, created: 0, updated: 3, errors: [] });
    const applied = await importCsv(exported);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ dryRun: false, updated: 3 });
    const after = await catalogue();
    const texts = (list: Artwork[]) =>
      list.map(
        ({ id, title, artist, price, description, year, style, subject, signed, framed }) => ({
          id,
          title,
          artist,
          price,
          description,
          year,
          style,
          subject,
          signed,
          framed,
        }),
      );
    expect(texts(after)).toEqual(texts(before));
  });

  it("writes every photograph in `images`, and reads them back: kept, reordered, added, dropped", async () => {
    const [harbour] = t.artworks;
    await t.db.insert(artworkImages).values({
      artworkId: harbour.id,
      position: 1,
      url: "https://images.example/back.jpg",
      caption: "The back, signed",
    });
    const before = (await catalogue()).find((work) => work.id === harbour.id);
    const urls = before?.images.map((image) => image.url) ?? [];
    expect(urls).toEqual([harbour.imageUrl, "https://images.example/back.jpg"]);
    const exported = await download("/api/admin/exports/artworks.csv");
    const [header, ...rows] = parse(exported) as string[][];
    const row = rows.find((r) => r[0] === harbour.id) ?? [];
    expect(row[header.indexOf("images")]).toBe(urls.join(" | "));

    // Read back unchanged: the same photographs, ids and words kept.
    expect((await importCsv(exported)).status).toBe(200);
    const same = (await catalogue()).find((work) => work.id === harbour.id);
    expect(same?.images).toEqual(before?.images);

    // The back becomes the main one, a detail is added, the old main one dropped.
    const edit = (cells: Record<string, string>) =>
      [
        "id,title,artist,price,medium,size,imageUrl,images",
        [
          cells.id ?? harbour.id,
          "Harbour, at dusk",
          harbour.artist,
          "1250.50",
          harbour.medium,
          harbour.size,
          cells.imageUrl,
          cells.images,
        ]
          .map((cell) => `"${cell}"`)
          .join(","),
      ].join("\n");
    const rearranged = await importCsv(
      edit({
        imageUrl: "https://images.example/back.jpg",
        images: "https://images.example/back.jpg | https://images.example/detail.jpg",
      }),
    );
    expect(rearranged.status).toBe(200);
    const after = (await catalogue()).find((work) => work.id === harbour.id);
    expect(after?.imageUrl).toBe("https://images.example/back.jpg");
    expect(after?.images.map((image) => [image.url, image.caption])).toEqual([
      ["https://images.example/back.jpg", "The back, signed"],
      ["https://images.example/detail.jpg", ""],
    ]);
    expect(after?.images[0].id).toBe(before?.images[1].id);

    // Refused: a first photograph that is not imageUrl, more than eight, a stored one missing.
    const nine = Array.from({ length: 9 }, (_, i) => `https://images.example/${i}.jpg`);
    const refused: ImportReport = await (
      await importCsv(
        [
          edit({
            imageUrl: "https://images.example/a.jpg",
            images: "https://images.example/b.jpg",
          }),
          edit({ id: "", imageUrl: nine[0], images: nine.join(" | ") }).split("\n")[1],
          edit({
            id: "",
            imageUrl: "https://images.example/a.jpg",
            images: "https://images.example/a.jpg | /images/no-such-key-1280.webp",
          }).split("\n")[1],
        ].join("\n"),
        true,
      )
    ).json();
    expect(refused.errors.map((error) => [error.row, error.field])).toEqual([
      [2, "images"],
      [3, "images"],
      [4, "images"],
    ]);
  });

  it("creates rows without an id and updates rows with one, all in one go", async () => {
    const [harbour] = t.artworks;
    const csv = [
      "title,artist,price,medium,size,imageUrl,id",
      `New from the fair,Maren Holloway,"£1,420.50",Oil on linen,30 x 40 cm,https://images.example/fair.jpg,`,
      `Harbour renamed,${harbour.artist},1300,Oil on canvas,60 x 90 cm,${harbour.imageUrl},${harbour.id}`,
    ].join("\n");
    const dry: ImportReport = await (await importCsv(csv, true)).json();
    expect(dry.rows).toEqual([
      { row: 2, action: "create", id: null, title: "New from the fair" },
      { row: 3, action: "update", id: harbour.id, title: "Harbour renamed" },
    ]);
    expect((await catalogue()).some((a) => a.title === "New from the fair")).toBe(false);
    expect((await importCsv(csv)).status).toBe(200);
    const after = await catalogue();
    expect(after.find((a) => a.id === harbour.id)).toMatchObject({
      title: "Harbour renamed",
      price: 1300,
      dimensions: { widthCm: 60, heightCm: 90 },
    });
    expect(after.find((a) => a.title === "New from the fair")).toMatchObject({
      price: 1420.5,
      availability: "available",
    });
  });

  it("names every bad row and field, and imports nothing if any row is bad", async () => {
    const count = (await catalogue()).length;
    const csv = [
      HEADER,
      ",Good one,Maren Holloway,,10,Oil,20 x 20 cm,https://images.example/a.jpg,,,",
      ",,Maren Holloway,,10,Oil,20 x 20 cm,https://images.example/b.jpg,,,",
      ",Dear,Maren Holloway,,ten pounds,Oil,20 x 20 cm,https://images.example/c.jpg,,,",
      ",Unknown image,Maren Holloway,,10,Oil,20 x 20 cm,/images/no-such-key-1280.webp,,,",
      "00000000-0000-4000-8000-000000000000,Stranger,Maren Holloway,,10,Oil,20 x 20 cm,https://images.example/d.jpg,,,",
      "not-an-id,Odd,Maren Holloway,,10,Oil,20 x 20 cm,https://images.example/e.jpg,,,",
      ",Control\u0007,Maren Holloway,,10,Oil,20 x 20 cm,https://images.example/f.jpg,,,",
    ].join("\r\n");
    const dry: ImportReport = await (await importCsv(csv, true)).json();
    expect(dry.errors).toEqual([
      { row: 3, field: "title", message: "Title is required" },
      { row: 4, field: "price", message: "Price must be a number" },
      { row: 5, field: "imageUrl", message: "No such image in the store" },
      { row: 6, field: "id", message: "No artwork has this id" },
      { row: 7, field: "id", message: "id must be an artwork's id, or empty for a new one" },
      { row: 8, field: "title", message: "Title must not contain control characters" },
    ]);
    expect(dry.created).toBe(1);
    const refused = await importCsv(csv);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(messages.api.importHasErrors);
    expect((await catalogue()).length).toBe(count);
  });

  it("refuses a file it cannot read with a clear reason, and too many rows", async () => {
    const reasons = async (csv: string | Uint8Array, query = "") => {
      const response = await t.app.request(`/api/admin/imports/artworks${query}`, {
        method: "POST",
        headers: { ...(await asOwner()), origin: new URL(t.config.publicUrl).origin },
        body: typeof csv === "string" ? csv : Buffer.from(csv),
      });
      expect(response.status).toBe(400);
      return (await response.json()).error as string;
    };
    expect(await reasons("")).toBe("The file is empty: it needs a header row.");
    expect(await reasons("title,artist,colour\n")).toMatch(/^Unknown column "colour"/);
    expect(await reasons("title,artist\n")).toBe("Missing columns: price, medium, size, imageUrl.");
    expect(
      await reasons('title,artist,price,medium,size,imageUrl\n"open quote,x,1,a,b,c\n'),
    ).toMatch(/^The file is not a readable CSV/);
    // Latin-1 bytes (a spreadsheet's "CSV" on some systems): the reason says how to save it.
    expect(await reasons(Uint8Array.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0x0a]))).toBe(
      messages.api.importNotUtf8,
    );
    const many = [
      "title,artist,price,medium,size,imageUrl",
      ...Array.from(
        { length: IMPORT_MAX_ROWS + 1 },
        (_, i) => `T${i},A,1,M,S,https://x.example/${i}.jpg`,
      ),
    ].join("\n");
    expect(await reasons(many)).toBe(
      `The file has ${IMPORT_MAX_ROWS + 1} rows; an import holds at most ${IMPORT_MAX_ROWS}.`,
    );
    expect(await reasons(HEADER, "?dryRun=maybe")).toMatch(/dryRun must be true or false/);
  });

  it("is the owners' only", async () => {
    const shopper = await t.signIn();
    for (const path of ["/api/admin/exports/orders.csv", "/api/admin/exports/artworks.csv"]) {
      expect((await t.app.request(path)).status).toBe(401);
      expect((await t.app.request(path, { headers: { cookie: shopper.cookie } })).status).toBe(403);
    }
    const post = await t.app.request("/api/admin/imports/artworks?dryRun=true", {
      method: "POST",
      headers: { cookie: shopper.cookie, origin: new URL(t.config.publicUrl).origin },
      body: HEADER,
    });
    expect(post.status).toBe(403);
  });
});
