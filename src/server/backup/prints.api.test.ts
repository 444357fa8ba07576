import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config";
import { editions } from "#server/db/schema";
import { createImageStore } from "#server/images/store";
import { createTestApp, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { backupOf, rowsIn } from "#tests/backups";
import {
  createTempDir,
  createTestDatabase,
  type Opener,
  otherKindDatabases,
  testDbKind,
} from "#tests/database";
import { LIMITED_EDITION, OPEN_EDITION } from "#tests/editions";
import { addEdition, orderItemsFor } from "#tests/prints";
import { testSessions } from "#tests/sessions";
import { restoreBackup } from "./restore";

// Prints in a backup: the editions with their stock, the carts' prints, and the print lines with
// their numbered certificates, restored into the other kind of database and back.

const OWNER = "maren@example.com";

describe(`prints in backups on ${testDbKind}`, { timeout: 120_000 }, () => {
  const source = useTestApp({
    env: { ADMIN_EMAILS: OWNER },
    artworks: [
      { title: "Harbour", price: 1250 },
      { title: "Meadow", price: 480 },
    ],
  });
  const other = otherKindDatabases();
  const opened: TestApp[] = [];
  let owner: TestUser;
  let buyer: TestUser;
  let archive: Buffer;

  beforeAll(async () => {
    const t = source;
    owner = await t.signIn({ email: OWNER, owner: true });
    buyer = await t.signIn({ email: "ada@example.com" });
    const [harbour, meadow] = t.artworks;
    // Two numbered prints paid for beside the original; an open edition in the buyer's cart,
    // with a decimal side; a retired edition.
    const limited = await addEdition(t, owner.cookie, harbour.id, { ...LIMITED_EDITION, size: 5 });
    const order = await orderItemsFor(t, buyer.cookie, [
      { artworkId: harbour.id },
      { editionId: limited.id, quantity: 2 },
    ]);
    const asOwner = { cookie: owner.cookie };
    expect((await t.send("POST", `/api/admin/orders/${order.id}/paid`, {}, asOwner)).status).toBe(
      200,
    );
    const open = await addEdition(t, owner.cookie, meadow.id, { ...OPEN_EDITION, width: 12.5 });
    const cart = await t.send(
      "PUT",
      `/api/cart/prints/${open.id}`,
      { quantity: 3 },
      { cookie: buyer.cookie },
    );
    expect(cart.status).toBe(200);
    const retired = await addEdition(t, owner.cookie, meadow.id);
    expect((await t.send("DELETE", `/api/editions/${retired.id}`, undefined, asOwner)).status).toBe(
      200,
    );
    archive = await backupOf(t.db, t.images);
  });

  afterAll(async () => {
    for (const shop of opened.splice(0)) await shop.close();
    other.stop();
  });

  /** An empty shop on a database from `open`, filled from `from`. */
  async function restoredShop(from: Buffer, open: Opener): Promise<TestApp> {
    const database = await open();
    const dataDir = createTempDir();
    const images = createImageStore(parseConfig({ DATA_DIR: dataDir }));
    await restoreBackup({ db: database.db, images, archive: Readable.from([from]) });
    const shop = await createTestApp({ database, env: { DATA_DIR: dataDir, ADMIN_EMAILS: OWNER } });
    opened.push(shop);
    return shop;
  }

  /** Each edition's stock, oldest first. */
  const stockOf = (t: TestApp) =>
    t.db
      .select({
        size: editions.size,
        held: editions.held,
        sold: editions.sold,
        spent: editions.spent,
        numberedTo: editions.numberedTo,
        retired: editions.retiredAt,
      })
      .from(editions)
      .orderBy(editions.createdAt);

  /** What the owner and the buyer see of the prints (sessions are not kept: new ones). */
  async function printsShown(t: TestApp) {
    const sessions = testSessions(t.db, t.config);
    const as = async (user: TestUser) => ({ cookie: await sessions.cookieFor(user.id) });
    const read = async (url: string, user?: TestUser) =>
      (await t.send("GET", url, undefined, user ? await as(user) : {})).json();
    return {
      works: await Promise.all(source.artworks.map((work) => read(`/api/artworks/${work.id}`))),
      desk: await read("/api/admin/orders", owner),
      orders: await read("/api/orders", buyer),
      cart: await read("/api/cart", buyer),
    };
  }

  it("keeps the editions, the carts' prints, and the print lines with their numbered certificates", async () => {
    const rows = await rowsIn(archive);
    expect(rows.editions).toHaveLength(3);
    expect(rows.cart_prints).toHaveLength(1);
    const lines = rows.order_items.map((line) => JSON.parse(line));
    expect(lines.find((line) => line.print_format)).toMatchObject({
      quantity: 2,
      edition_size: 5,
      print_unit: "cm",
      hold: "sold",
    });
    const numbers = rows.certificates.map((line) => JSON.parse(line).print_number);
    expect(numbers.filter(Boolean).sort()).toEqual([1, 2]);
  });

  it(`restores into ${other.kind} and back, each edition counting its prints once`, async () => {
    const intoOther = await restoredShop(archive, other.open);
    const again = await backupOf(intoOther.db, intoOther.images);
    expect(await rowsIn(again)).toEqual(await rowsIn(archive));
    const back = await restoredShop(again, createTestDatabase);
    const stock = await stockOf(source);
    expect(stock[0]).toEqual({ size: 5, held: 0, sold: 2, spent: 0, numberedTo: 2, retired: null });
    const shown = await printsShown(source);
    expect(
      shown.desk.orders[0].items[1].prints.map((print: { number: number }) => print.number),
    ).toEqual([1, 2]);
    expect(shown.cart.prints).toHaveLength(1);
    for (const copy of [intoOther, back]) {
      // The order lines' trigger counts each line again as it comes back: never twice.
      expect(await stockOf(copy)).toEqual(stock);
      expect(await printsShown(copy)).toEqual(shown);
    }
  });
});
