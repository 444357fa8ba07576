import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "#server/db/schema";
import { storedImageNames } from "#server/images/store";
import type { Artwork, ArtworkPage } from "#shared/artwork";
import { UPLOAD_MAX_BYTES } from "#shared/artwork-input";
import type { BulkResult } from "#shared/curation";
import { ADD_MANY_AT_ONCE, ADD_MANY_MAX } from "#shared/drafts";
import { messages } from "#shared/messages";
import { getJson, SITE, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// "Add many" (POST /api/admin/artworks/drafts): a draft made from each photograph sent.

const jpeg = (width = 90, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();

/** A photograph of noise, whose JPEG is as large as a real one of its size (over 1 MB here). */
const noisyJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** Bytes that start as a JPEG and stop: the decoder finds them out, not the sniffing. */
const truncatedJpeg = async () => (await noisyJpeg(200, 150)).subarray(0, 800);

describe(`"Add many" on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn();
  });

  function send(bytes: Buffer | undefined, name: string, cookie?: string) {
    const form = new FormData();
    if (bytes) form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return t.app.request("/api/admin/artworks/drafts", {
      method: "POST",
      body: form,
      headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
    });
  }
  const ownersTable = async () =>
    (
      await (
        await t.send("GET", "/api/artworks?scope=all&limit=100", undefined, {
          cookie: owner.cookie,
        })
      ).json()
    ).items as Artwork[];
  const publicList = async () => (await getJson<ArtworkPage>(t.app, "/api/artworks")).body.items;

  it("makes a draft titled from the file's name, with its photograph, that only she sees", async () => {
    await t.db.update(shopSettings).set({ artistName: "Maren Holloway" });
    const response = await send(await jpeg(900, 600), "harbour_at-dusk 02.jpg", owner.cookie);
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const draft = (await response.json()) as Artwork;
    expect(draft).toMatchObject({
      title: "Harbour at dusk 02",
      artist: "Maren Holloway",
      visibility: "draft",
      price: 0,
      medium: "",
      size: "",
      description: null,
      releaseAt: null,
      seriesId: null,
      featuredOrder: null,
    });
    expect(draft.images).toEqual([
      {
        id: expect.any(String),
        url: draft.imageUrl,
        width: 900,
        height: 600,
        alt: "Harbour at dusk 02 by Maren Holloway",
        caption: "",
      },
    ]);
    for (const name of storedImageNames(draft.imageUrl))
      expect(await t.images.has(name)).toBe(true);

    expect((await ownersTable()).map((work) => work.id)).toContain(draft.id);
    expect((await publicList()).map((work) => work.id)).not.toContain(draft.id);
    expect((await t.app.request(`/api/artworks/${draft.id}`)).status).toBe(404);
  });

  it("takes a photograph of several megabytes, and so does the draft's own photographs", async () => {
    const bytes = await noisyJpeg(1500, 1000);
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    const response = await send(bytes, "Big_sea.jpg", owner.cookie);
    expect(response.status).toBe(201);
    const draft = (await response.json()) as Artwork;
    expect(draft.images[0]).toMatchObject({ width: 1500, height: 1000 });
    // The API's 1 MB limit of other bodies is not a photograph's.
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], "back.jpg", { type: "image/jpeg" }));
    const another = await t.app.request(`/api/artworks/${draft.id}/images`, {
      method: "POST",
      body: form,
      headers: { origin: SITE, cookie: owner.cookie },
    });
    expect(another.status).toBe(201);
    expect(((await another.json()) as Artwork).images).toHaveLength(2);
  });

  it("refuses the signed out (401) and shoppers (403), making nothing", async () => {
    const before = (await ownersTable()).length;
    const images = (await t.images.list()).length;
    expect((await send(await jpeg(), "a.jpg")).status).toBe(401);
    expect((await send(await jpeg(), "a.jpg", shopper.cookie)).status).toBe(403);
    expect(await ownersTable()).toHaveLength(before);
    expect(await t.images.list()).toHaveLength(images);
  });

  it("refuses a file that is not an image, a broken one, none and one too large, with the reason", async () => {
    const before = (await ownersTable()).length;
    const images = (await t.images.list()).length;
    const refusals = [
      [await send(Buffer.from("not an image at all"), "notes.jpg", owner.cookie), 400],
      [await send(await truncatedJpeg(), "cut.jpg", owner.cookie), 400],
      [await send(undefined, "", owner.cookie), 400],
      [await send(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1), "huge.jpg", owner.cookie), 413],
    ] as const;
    const answers = await Promise.all(
      refusals.map(async ([response, status]) => [response.status, await response.json(), status]),
    );
    expect(answers.map(([got, body]) => [got, body])).toEqual([
      [400, { error: messages.api.notAnImage }],
      [400, { error: messages.api.notAnImage }],
      [400, { error: messages.api.noFile }],
      [413, { error: messages.api.uploadTooLarge }],
    ]);
    expect(await ownersTable()).toHaveLength(before);
    expect(await t.images.list()).toHaveLength(images);
  });

  it("keeps a draft still to complete out of the gallery until she completes it", async () => {
    const draft = (await (await send(await jpeg(), "quay.jpg", owner.cookie)).json()) as Artwork;
    const publish = () =>
      t.send(
        "POST",
        "/api/admin/artworks/bulk",
        { action: "publish", ids: [draft.id] },
        { cookie: owner.cookie },
      );
    const refused = (await (await publish()).json()) as BulkResult;
    expect(refused).toEqual({
      done: [],
      refused: [{ id: draft.id, title: "Quay", reason: messages.drafts.unfinished }],
    });
    // The usual form refuses the placeholders, so completing it is what publishes it.
    const { id, images, ...rest } = draft;
    const form = { ...rest, price: 0, seriesId: null };
    const unpriced = await t.send("PUT", `/api/artworks/${id}`, form, { cookie: owner.cookie });
    expect(unpriced.status).toBe(400);
    const completed = { ...form, price: 480, medium: "Oil on board", size: "30 x 40 cm" };
    const saved = await t.send("PUT", `/api/artworks/${id}`, completed, { cookie: owner.cookie });
    expect(saved.status).toBe(200);
    expect((await (await publish()).json()) as BulkResult).toEqual({ done: [id], refused: [] });
    expect((await publicList()).map((work) => work.id)).toContain(id);
  });

  it(`makes ${ADD_MANY_MAX - 2} drafts of ${ADD_MANY_MAX} files with 2 bad ones, saying why those were refused`, async () => {
    const before = (await ownersTable()).length;
    const good = await jpeg(60, 40);
    const files = Array.from({ length: ADD_MANY_MAX }, (_, i) =>
      i === 7
        ? { name: "notes.txt.jpg", bytes: Buffer.from("a shopping list") }
        : i === 31
          ? { name: "cut.jpg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) }
          : { name: `study_${i + 1}.jpg`, bytes: good },
    );
    const answers: { name: string; status: number; body: { title?: string; error?: string } }[] =
      [];
    for (let i = 0; i < files.length; i += ADD_MANY_AT_ONCE) {
      const turn = files.slice(i, i + ADD_MANY_AT_ONCE);
      for (const [j, response] of (
        await Promise.all(turn.map((file) => send(file.bytes, file.name, owner.cookie)))
      ).entries()) {
        answers.push({ name: turn[j].name, status: response.status, body: await response.json() });
      }
    }
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toEqual([
      { name: "notes.txt.jpg", status: 400, body: { error: messages.api.notAnImage } },
      { name: "cut.jpg", status: 400, body: { error: messages.api.notAnImage } },
    ]);
    const made = answers.filter((answer) => answer.status === 201).map((a) => a.body.title);
    expect(made).toHaveLength(ADD_MANY_MAX - 2);
    expect(made).toContain("Study 50");
    const table = await ownersTable();
    expect(table).toHaveLength(before + ADD_MANY_MAX - 2);
    expect(table.filter((work) => work.visibility === "public")).toHaveLength(1);
  });
});
