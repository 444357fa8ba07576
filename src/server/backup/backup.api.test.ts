import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#server/config";
import { mailOutbox, users } from "#server/db/schema";
import { createImageStore } from "#server/images/store";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { AdminOrder } from "#shared/order";
import {
  cookiesFrom,
  createTestApp,
  newArtwork,
  SITE,
  type TestApp,
  type TestUser,
  useTestApp,
} from "#tests/api";
import { archiveOf, backupOf, entriesOf, rowsIn } from "#tests/backups";
import {
  createTempDir,
  createTestDatabase,
  type Opener,
  otherKindDatabases,
  testDbKind,
} from "#tests/database";
import { placeOrderFor } from "#tests/orders";
import { newestVerificationLink } from "#tests/outbox";
import { createTestBucket } from "#tests/s3";
import { testSessions } from "#tests/sessions";
import { refuseUnlessEmpty } from "./empty";
import { MANIFEST_ENTRY } from "./format";
import { restoreBackup } from "./restore";
import { rowsOf } from "./tables";

// Backups (docs/operations.md#backups, decision 027): a shop written to one archive and
// restored into an empty database of the other kind — PGlite into PostgreSQL and back — where
// everything a visitor, a shopper and the owner see is the same, down to the bytes.

const OWNER = "maren@example.com";
const SHOPPER = { email: "ada@example.com", password: "correct horse battery" };

const imageStoreIn = (dataDir: string) => createImageStore(parseConfig({ DATA_DIR: dataDir }));

/** Signs up through the API and follows the e-mail link: an account with a real password. */
async function signUp(t: TestApp, account: { email: string; password: string }) {
  const signedUp = await t.send("POST", "/api/auth/sign-up/email", { name: "Ada", ...account });
  expect(signedUp.status).toBe(200);
  await t.deliverMail();
  const link = new URL(await newestVerificationLink(t.dataDir, account.email));
  const verified = await t.app.request(link.pathname + link.search);
  return { cookie: cookiesFrom(verified) };
}

/** A GET's status and JSON, with a session cookie when given. */
async function read(t: TestApp, url: string, cookie?: string) {
  const response = await t.send("GET", url, undefined, cookie ? { cookie } : {});
  return { status: response.status, body: await response.json() };
}

describe(`backups on ${testDbKind}`, { timeout: 120_000 }, () => {
  const source = useTestApp({
    env: { ADMIN_EMAILS: OWNER },
    artworks: [
      // Pence, an accent, quotes and a line break, and a time to the microsecond.
      {
        title: "Harbour at Dawn",
        price: 1234.56,
        description: 'Café "Bleu"\nsecond line',
        createdAt: "2026-11-20T09:15:30.123456Z",
      },
      { title: "Meadow", price: 480, size: "30 x 40 cm" },
      { title: "Orchard", price: 99.99 },
    ],
  });
  const other = otherKindDatabases();
  const opened: Array<{ close: () => Promise<void> }> = [];
  let owner: TestUser;
  let shopper: { id: string; cookie: string };
  let uploadedUrl: string;
  let archive: Buffer;

  beforeAll(async () => {
    const t = source;
    owner = await t.signIn({ email: OWNER, owner: true });
    const asOwner = { cookie: owner.cookie };
    // An upload, stored in the image store as the owner's form stores it.
    const png = await sharp({
      create: { width: 48, height: 32, channels: 3, background: "#3a6b8c" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new File([png], "studio.png", { type: "image/png" }));
    const uploaded = await t.app.request("/api/images", {
      method: "POST",
      body: form,
      headers: { origin: SITE, ...asOwner },
    });
    expect(uploaded.status).toBe(201);
    uploadedUrl = (await uploaded.json()).imageUrl;
    const created = await t.send(
      "POST",
      "/api/artworks",
      { ...newArtwork("Studio Light"), imageUrl: uploadedUrl },
      asOwner,
    );
    expect(created.status).toBe(201);
    const studio = (await created.json()) as { id: string };
    // A second photograph of it, first in the order, with the owner's words.
    const photo = new FormData();
    photo.append("file", new File([png], "detail.png", { type: "image/png" }));
    const added = await t.app.request(`/api/artworks/${studio.id}/images`, {
      method: "POST",
      body: photo,
      headers: { origin: SITE, ...asOwner },
    });
    expect(added.status).toBe(201);
    const [main, detail] = ((await added.json()) as Artwork).images;
    const arranged = await t.send(
      "PUT",
      `/api/artworks/${studio.id}/images`,
      {
        order: [detail.id, main.id],
        alt: { [detail.id]: "A detail" },
        caption: { [main.id]: "Whole" },
      },
      asOwner,
    );
    expect(arranged.status).toBe(200);

    const { cookie } = await signUp(t, SHOPPER);
    shopper = { cookie, id: (await read(t, "/api/auth/get-session", cookie)).body.user.id };
    const [harbour, meadow, orchard] = t.artworks;
    const order = await placeOrderFor(t, cookie, [harbour.id]);
    expect(
      (await t.send("POST", `/api/admin/orders/${order.id}/paid`, undefined, asOwner)).status,
    ).toBe(200);
    expect((await t.send("PUT", `/api/favorites/${meadow.id}`, undefined, { cookie })).status).toBe(
      200,
    );
    expect((await t.send("PUT", `/api/cart/${orchard.id}`, undefined, { cookie })).status).toBe(
      200,
    );
    expect((await t.send("POST", "/api/follow", { email: "follower@example.com" })).status).toBe(
      202,
    );
    await t.deliverMail(); // some mail sent, the enquiry's left pending
    const enquiry = await t.send("POST", "/api/enquiries", {
      artworkId: meadow.id,
      kind: "question",
      name: "Grace",
      email: "grace@example.com",
      message: "Is it framed?",
    });
    expect(enquiry.status).toBe(201);

    // An order whose buyer has deleted their account since: kept, linked to no account.
    const gone = await t.signIn({ email: "gone@example.com" });
    await placeOrderFor(t, gone.cookie, [studio.id]);
    await t.db.delete(users).where(eq(users.id, gone.id));

    archive = await backupOf(t.db, t.images);
  });

  afterAll(async () => {
    for (const database of opened.splice(0)) await database.close();
    other.stop();
  });

  /** An empty shop on a database from `open`, filled from `from`: the app over it. */
  async function restoredShop(from: Buffer, open: Opener): Promise<TestApp> {
    const database = await open();
    const dataDir = createTempDir();
    const images = imageStoreIn(dataDir);
    const summary = await restoreBackup({
      db: database.db,
      images,
      archive: Readable.from([from]),
    });
    expect(summary.images).toBeGreaterThan(0);
    const shop = await createTestApp({ database, env: { DATA_DIR: dataDir, ADMIN_EMAILS: OWNER } });
    opened.push(shop);
    return shop;
  }

  /** What the shop shows each of its people: compared between the source and a restored copy. */
  async function everythingShown(t: TestApp, shopperCookie: string) {
    const ownerCookie = await testSessions(t.db, t.config).cookieFor(owner.id);
    const catalogue = await read(t, "/api/artworks");
    const ids: string[] = catalogue.body.items.map((artwork: { id: string }) => artwork.id);
    return {
      catalogue,
      artworks: await Promise.all(ids.map((id) => read(t, `/api/artworks/${id}`))),
      orders: await read(t, "/api/admin/orders", ownerCookie),
      enquiries: await read(t, "/api/admin/enquiries", ownerCookie),
      provenance: await read(t, "/api/admin/provenance", ownerCookie),
      myOrders: await read(t, "/api/orders", shopperCookie),
      favourites: await read(t, "/api/favorites", shopperCookie),
      cart: await read(t, "/api/cart", shopperCookie),
    };
  }

  async function signInWithPassword(t: TestApp) {
    const response = await t.send("POST", "/api/auth/sign-in/email", SHOPPER);
    expect(response.status).toBe(200);
    return cookiesFrom(response);
  }

  async function imageBytes(t: TestApp, url: string) {
    const response = await t.app.request(url);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it(`restores into ${other.kind} and back, showing the same shop with the same data`, async () => {
    const intoOther = await restoredShop(archive, other.open);
    // Its own backup, taken before anything else touches it, holds the same rows to the byte:
    // timestamps to the microsecond, numerics, jsonb, arrays, booleans and nulls.
    const again = await backupOf(intoOther.db, intoOther.images);
    expect(await rowsIn(again)).toEqual(await rowsIn(archive));
    const back = await restoredShop(again, createTestDatabase);
    expect(await rowsIn(await backupOf(back.db, back.images))).toEqual(await rowsIn(archive));

    const original = await everythingShown(source, shopper.cookie);
    expect(original.orders.body.orders).toHaveLength(2);
    const photographed = original.artworks.find((artwork) => artwork.body.images.length === 2)
      ?.body as Artwork;
    expect(photographed.images.map((image) => [image.alt, image.caption])).toEqual([
      ["A detail", ""],
      ["", "Whole"],
    ]);
    expect(original.favourites.body.items).toHaveLength(1);
    for (const copy of [intoOther, back]) {
      // Sessions are not kept: the shopper signs in with the password they chose.
      const cookie = await signInWithPassword(copy);
      expect(await everythingShown(copy, cookie)).toEqual(original);
      expect(await imageBytes(copy, uploadedUrl)).toEqual(await imageBytes(source, uploadedUrl));
      expect((await copy.images.list()).sort()).toEqual((await source.images.list()).sort());

      const paid = original.orders.body.orders.find((order: AdminOrder) => order.paidAt);
      const code = paid.items[0].certificate.code;
      const verified = await copy.app.request(`/verify/${code}`);
      expect(verified.status).toBe(200);
      expect(await verified.text()).toContain(messages.verify.genuine);
    }
  });

  it("continues order numbers and the outbox's order after the restored ones", async () => {
    const copy = await restoredShop(archive, other.open);
    const cookie = await signInWithPassword(copy);
    const outbox = () =>
      copy.db.select({ id: mailOutbox.id, seq: mailOutbox.seq }).from(mailOutbox);
    const restored = await outbox();
    const order = await placeOrderFor(copy, cookie, [source.artworks[1].id]);
    expect(order.number).toBe("A-1003");
    const written = (await outbox()).filter((mail) => !restored.some((r) => r.id === mail.id));
    // The order's mails to the buyer and the owner, after every restored one.
    expect(written.length).toBeGreaterThan(0);
    const last = Math.max(...restored.map((mail) => mail.seq));
    for (const { seq } of written) expect(seq).toBeGreaterThan(last);
  });

  it("restores the images into an S3 bucket, and backs them up from there", async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const { env } = await createTestBucket();
    const bucket = createImageStore(parseConfig({ ...env, DATA_DIR: createTempDir() }));
    await restoreBackup({ db: database.db, images: bucket, archive: Readable.from([archive]) });
    const names = (await source.images.list()).sort();
    expect((await bucket.list()).sort()).toEqual(names);
    for (const name of names) expect(await bucket.get(name)).toEqual(await source.images.get(name));
    const fromBucket = await entriesOf(await backupOf(database.db, bucket));
    for (const [name, data] of await entriesOf(archive)) {
      if (name.startsWith("images/")) expect(fromBucket.get(name)).toEqual(data);
    }
    bucket.close();
  });

  it("refuses a shop that is not empty, saying what it holds, and changes nothing", async () => {
    const copy = await restoredShop(archive, createTestDatabase);
    const before = await rowsIn(await backupOf(copy.db, copy.images));
    await expect(
      restoreBackup({ db: copy.db, images: copy.images, archive: Readable.from([archive]) }),
    ).rejects.toThrow(
      /^refusing to restore into a shop that is not empty \(the database holds 2 accounts, 4 artworks, 2 orders and \d+ more rows; the image store holds 8 images\): restore into an empty database and image store$/,
    );
    expect(await rowsIn(await backupOf(copy.db, copy.images))).toEqual(before);

    // An empty database beside an image store that is not empty is refused too.
    const database = await createTestDatabase();
    opened.push(database);
    const images = imageStoreIn(createTempDir());
    await images.put("leftover-320.webp", Buffer.from("webp"));
    await expect(
      restoreBackup({ db: database.db, images, archive: Readable.from([archive]) }),
    ).rejects.toThrow("(the image store holds 1 image)");
  });

  it("refuses what is not a whole backup of this version, and leaves the shop empty", async () => {
    const entries = await entriesOf(archive);
    const manifest = JSON.parse((entries.get(MANIFEST_ENTRY) as Buffer).toString("utf8"));
    const newer = new Map(entries);
    newer.set(
      MANIFEST_ENTRY,
      Buffer.from(
        JSON.stringify({
          ...manifest,
          schema: { migrations: manifest.schema.migrations + 1, newest: "9999_future" },
        }),
      ),
    );
    const withoutEnd = new Map([...entries].filter(([name]) => name !== "end.json"));
    // The same number of rows and images, one byte different: only the sums tell.
    const [artworkBatch] = [...entries.keys()].filter((name) =>
      name.startsWith("tables/artworks/"),
    );
    const changedRow = new Map(entries);
    changedRow.set(
      artworkBatch,
      Buffer.from(
        (entries.get(artworkBatch) as Buffer).toString("utf8").replace(`"title":"`, `"title":"X`),
      ),
    );
    const [imageName] = [...entries.keys()].filter((name) => name.startsWith("images/"));
    const changedImage = new Map(entries);
    const image = Buffer.from(entries.get(imageName) as Buffer);
    image[image.length - 1] ^= 0xff;
    changedImage.set(imageName, image);
    const cases: Array<[Buffer, RegExp]> = [
      [
        await archiveOf(changedRow),
        /^the backup is incomplete: the rows of artworks are not the rows it was made with$/,
      ],
      [
        await archiveOf(changedImage),
        new RegExp(
          `^the backup is incomplete: the image ${imageName.slice(7)} is not the one it was made with$`,
        ),
      ],
      [
        await archiveOf(newer),
        /^this backup was made by a newer version of Atelier \(schema 9999_future; this one is at \d{4}_\w+\): update Atelier, then restore it$/,
      ],
      [
        archive.subarray(0, Math.floor(archive.length * 0.8)),
        /^not a complete Atelier backup \(a gzip'd tar\): /,
      ],
      [await archiveOf(withoutEnd), /^the backup is incomplete: it has no end/],
      [
        Buffer.from("name,price\nHarbour,100\n"),
        /^not a complete Atelier backup \(a gzip'd tar\): /,
      ],
    ];
    for (const [bytes, reason] of cases) {
      const database = await createTestDatabase();
      try {
        const images = imageStoreIn(createTempDir());
        await expect(
          restoreBackup({ db: database.db, images, archive: Readable.from([bytes]) }),
        ).rejects.toThrow(reason);
        // Rows inserted before the failure are rolled back, images written are removed.
        await expect(refuseUnlessEmpty(database.db, images)).resolves.toBeUndefined();
      } finally {
        // Closed at once, not with the file: the next case's database is this one, emptied
        // (tests/database.ts), instead of another embedded database started.
        await database.close();
      }
    }
  });

  describe("GET /api/admin/backup", () => {
    it("is for owners only: 401 signed out, 403 for a shopper", async () => {
      expect((await source.send("GET", "/api/admin/backup")).status).toBe(401);
      const response = await source.send("GET", "/api/admin/backup", undefined, {
        cookie: shopper.cookie,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: messages.api.ownerRequired });
    });

    it("streams the owner an archive named by the day, which restores the shop", async () => {
      // The shop as it is now. The views the tests above counted are added first: the
      // counter's half-minute flush would otherwise land between the two on a slow machine.
      await source.flushViews();
      const shop = await rowsIn(await backupOf(source.db, source.images));
      const response = await source.send("GET", "/api/admin/backup", undefined, {
        cookie: owner.cookie,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/gzip");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="atelier-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
      );
      expect(response.body).not.toBeNull();
      const database = await createTestDatabase();
      opened.push(database);
      const images = imageStoreIn(createTempDir());
      await restoreBackup({
        db: database.db,
        images,
        archive: Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
      });
      expect(await rowsIn(await backupOf(database.db, images))).toEqual(shop);
    });

    it("lets the database go when the download is cancelled half-way", async () => {
      const t = await createTestApp();
      opened.push(t);
      const owner = await t.signIn({ owner: true });
      // Megabytes of rows that do not compress: more than the stream buffers, so the backup is
      // still reading the database, in its transaction, when its reader goes.
      const now = new Date();
      await t.db.insert(mailOutbox).values(
        Array.from({ length: 1500 }, (_, i) => ({
          recipient: `reader${i}@example.com`,
          subject: "Bulk",
          text: randomBytes(1024).toString("hex"),
          html: "",
          nextAttemptAt: now,
          createdAt: now,
        })),
      );
      const response = await t.send("GET", "/api/admin/backup", undefined, {
        cookie: owner.cookie,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      expect((await reader.read()).done).toBe(false);
      await reader.cancel();
      // No transaction is left open: on the embedded database this query could not even run.
      const deadline = Date.now() + 10_000;
      let open = -1;
      while (open !== 0 && Date.now() < deadline) {
        const [row] = rowsOf<{ open: number }>(
          await t.db.execute(sql`select count(*)::int as open from pg_stat_activity
            where state like 'idle in transaction%' and pid <> pg_backend_pid()`),
        );
        open = row.open;
        if (open !== 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(open).toBe(0);
      expect((await t.send("GET", "/api/artworks")).status).toBe(200);
    });
  });
});
