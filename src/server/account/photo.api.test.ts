import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { messages } from "#shared/messages";
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, photoKey } from "#shared/profile-photo";
import { SITE, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { PHOTO_UPLOADS_PER_HOUR } from "./photo";

// Decision 038: a shopper's profile photo — checked by its bytes, cropped square, stored in two
// widths under a fresh key, and removed with the account or when replaced.

const text = messages.profilePhoto;

/** A landscape photo with a red left half and a blue right half, as a camera might send. */
const landscape = (format: "png" | "jpeg" = "png") =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#c0392b" } })
    .composite([
      {
        input: {
          create: { width: 450, height: 600, channels: 3, background: "#2e86c1" },
        },
        left: 450,
        top: 0,
      },
    ])
    [format]()
    .toBuffer();

function put(
  t: TestApp,
  bytes: Buffer | Uint8Array,
  options: { cookie?: string; name?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    "photo",
    new File([new Uint8Array(bytes)], options.name ?? "photo.png", {
      type: options.type ?? "image/png",
    }),
  );
  return t.app.request("/api/account/photo", {
    method: "PUT",
    body: form,
    headers: { origin: SITE, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

const remove = (t: TestApp, cookie?: string) =>
  t.app.request("/api/account/photo", {
    method: "DELETE",
    headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
  });

const imageOf = async (t: TestApp, user: TestUser) =>
  (await t.db.select({ image: users.image }).from(users).where(eq(users.id, user.id)))[0]?.image;

const sessionOf = async (t: TestApp, user: TestUser) =>
  (await (
    await t.app.request("/api/auth/get-session", { headers: { cookie: user.cookie, origin: SITE } })
  ).json()) as { user: { image: string | null } };

/** The stored names of the photo at `url`. */
const namesOf = (url: string) => {
  const key = photoKey(url);
  expect(key, url).toBeDefined();
  return PHOTO_WIDTHS.map((width) => `${key}-${width}.webp`);
};

async function expectStored(t: TestApp, url: string, stored: boolean) {
  for (const name of namesOf(url)) expect(await t.images.has(name), name).toBe(stored);
}

describe(`the profile photo, on ${testDbKind}`, () => {
  const t = useTestApp();

  it("stores an upload as square WebP in 256 and 512 px, on the account and in its session", async () => {
    const ada = await t.signIn({ name: "Ada Lovelace" });
    const response = await put(t, await landscape());
    expect(response.status).toBe(401);

    const uploaded = await put(t, await landscape(), { cookie: ada.cookie });
    expect(uploaded.status).toBe(200);
    const { image } = (await uploaded.json()) as { image: string };
    expect(image).toMatch(/^\/images\/avatar-[a-f0-9]{24}-256\.webp$/);
    expect(await imageOf(t, ada)).toBe(image);
    expect((await sessionOf(t, ada)).user.image).toBe(image);

    for (const [i, name] of namesOf(image).entries()) {
      const served = await t.app.request(`/images/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({
        format: "webp",
        width: PHOTO_WIDTHS[i],
        height: PHOTO_WIDTHS[i],
      });
      // No metadata of the upload's is kept.
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("turns a JPEG upright by its EXIF orientation before cropping it square", async () => {
    const bea = await t.signIn();
    // Stored sideways, red on the left and blue on the right, with EXIF saying to turn it a
    // quarter clockwise: upright, red is on top and blue below.
    const jpeg = await sharp(await landscape())
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const uploaded = await put(t, jpeg, {
      cookie: bea.cookie,
      name: "IMG_0001.JPG",
      type: "image/jpeg",
    });
    expect(uploaded.status).toBe(200);
    const { image } = (await uploaded.json()) as { image: string };
    const [small] = namesOf(image);
    const stored = await t.images.get(small);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 256, height: 256 });
    expect((await sharp(stored).metadata()).orientation).toBeUndefined();
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const rgb = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const isRed = ([r, , b]: number[]) => r > 150 && b < 100;
    const isBlue = ([r, , b]: number[]) => b > 150 && r < 100;
    // The top right corner is red (sideways, it would be blue), the bottom left blue.
    expect(isRed(rgb(250, 5)), String(rgb(250, 5))).toBe(true);
    expect(isBlue(rgb(5, 250)), String(rgb(5, 250))).toBe(true);
  });

  it("refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name or type says", async () => {
    const cat = await t.signIn();
    const text_ = Buffer.from("not a photo at all, only words\n".repeat(20));
    const named = await put(t, text_, {
      cookie: cat.cookie,
      name: "photo.jpg",
      type: "image/jpeg",
    });
    expect(named.status).toBe(415);
    expect(await named.json()).toEqual({ error: text.notAnImage });
    expect(text.notAnImage).toContain("must be a JPEG, PNG or WebP image");

    // A GIF is an image, but not one we take.
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await put(t, gif, { cookie: cat.cookie, name: "photo.png" })).status).toBe(415);

    // A PNG's signature over bytes that do not decode.
    const png = await landscape();
    const corrupt = Buffer.concat([png.subarray(0, 60), Buffer.alloc(4000, 7)]);
    const broken = await put(t, corrupt, { cookie: cat.cookie });
    expect([415, 422]).toContain(broken.status);
    expect((await broken.json()).error).toMatch(/image/);

    const empty = await put(t, Buffer.alloc(0), { cookie: cat.cookie });
    expect(empty.status).toBe(400);
    expect(await imageOf(t, cat)).toBeNull();
  });

  it("refuses a file over 5 MB with 413 and the reason, whether its length is declared or not", async () => {
    const dan = await t.signIn();
    const big = Buffer.concat([await landscape(), Buffer.alloc(PHOTO_MAX_BYTES + 1)]);
    const declared = await put(t, big, { cookie: dan.cookie });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: text.tooLarge });

    // Streamed without a Content-Length: counted as it is read.
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(big)], "big.png", { type: "image/png" }));
    const encoded = new Response(form);
    const streamed = await t.app.request("/api/account/photo", {
      method: "PUT",
      body: encoded.body,
      headers: {
        origin: SITE,
        cookie: dan.cookie,
        "content-type": encoded.headers.get("content-type") ?? "",
      },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await imageOf(t, dan)).toBeNull();
  });

  it("replacing a photo removes the old one's files; removing it goes back to initials", async () => {
    const eve = await t.signIn();
    const first = (
      (await (await put(t, await landscape(), { cookie: eve.cookie })).json()) as {
        image: string;
      }
    ).image;
    const second = (
      (await (
        await put(t, await landscape("jpeg"), { cookie: eve.cookie, type: "image/jpeg" })
      ).json()) as { image: string }
    ).image;
    expect(second).not.toBe(first);
    await expectStored(t, first, false);
    await expectStored(t, second, true);
    expect((await t.app.request(first)).status).toBe(404);

    const removed = await remove(t, eve.cookie);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ image: null });
    expect(await imageOf(t, eve)).toBeNull();
    expect((await sessionOf(t, eve)).user.image).toBeNull();
    await expectStored(t, second, false);
    expect((await remove(t)).status).toBe(401);
  });

  it("deleting the account removes its photo's files", async () => {
    const fay = await t.signIn({ email: "fay@example.com", password: "correct horse battery" });
    const { image } = (await (await put(t, await landscape(), { cookie: fay.cookie })).json()) as {
      image: string;
    };
    await expectStored(t, image, true);
    const exported = await t.app.request("/api/account/export", {
      headers: { cookie: fay.cookie },
    });
    expect(((await exported.json()) as { profile: { photoUrl: string } }).profile.photoUrl).toBe(
      image,
    );

    const deleted = await t.send(
      "DELETE",
      "/api/account",
      { password: "correct horse battery" },
      {
        cookie: fay.cookie,
      },
    );
    expect(deleted.status).toBe(200);
    await expectStored(t, image, false);
  });

  it(`takes ${PHOTO_UPLOADS_PER_HOUR} uploads an hour per account, then 429 with Retry-After`, async () => {
    const gus = await t.signIn();
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i++) {
      await t.services.account.photos.uploads.hit(gus.id);
    }
    const refused = await put(t, await landscape(), { cookie: gus.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: text.tooMany });
    // Another account is not held back by it.
    const hal = await t.signIn();
    expect((await put(t, await landscape(), { cookie: hal.cookie })).status).toBe(200);
  });
});
