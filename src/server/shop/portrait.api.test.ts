import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "#shared/messages";
import { PHOTO_MAX_BYTES, PHOTO_WIDTHS, photoKey } from "#shared/profile-photo";
import type { ShopInfo, ShopSettings } from "#shared/shop";
import { getJson, SITE, type TestApp, type TestUser, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

// Her portrait on the home page: checked and cropped as a profile photo is, named in the shop's
// settings, its files removed when replaced or removed.

const PORTRAIT = "/api/admin/settings/portrait";

/** A portrait-shaped PNG, taller than wide, in one colour. */
const photo = (background = "#8e6c4a") =>
  sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

function upload(t: TestApp, bytes: Buffer | Uint8Array, cookie?: string, field = "photo") {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], "portrait.png", { type: "image/png" }));
  return t.app.request(PORTRAIT, {
    method: "POST",
    body: form,
    headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
  });
}

const remove = (t: TestApp, cookie?: string) =>
  t.app.request(PORTRAIT, {
    method: "DELETE",
    headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
  });

/** The stored names of the portrait at `url`. */
const namesOf = (url: string) => {
  const key = photoKey(url);
  expect(key, url).toMatch(/^portrait-[a-f0-9]{24}$/);
  return PHOTO_WIDTHS.map((width) => `${key}-${width}.webp`);
};

describe(`her portrait, on ${testDbKind}`, () => {
  const t = useTestApp();
  let owner: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    owner = await t.signIn({ owner: true });
    shopper = await t.signIn();
  });

  const portraitNow = async () => (await getJson<ShopInfo>(t.app, "/api/shop")).body.portraitUrl;

  it("is the owners' alone to change", async () => {
    expect((await upload(t, await photo())).status).toBe(401);
    expect((await upload(t, await photo(), shopper.cookie)).status).toBe(403);
    expect((await remove(t)).status).toBe(401);
    expect((await remove(t, shopper.cookie)).status).toBe(403);
    expect(await portraitNow()).toBeNull();
  });

  it("stores an upload as square WebP in each width, shown to everyone; a new one replaces its files", async () => {
    const uploaded = await upload(t, await photo(), owner.cookie);
    expect(uploaded.status).toBe(200);
    const settings = (await uploaded.json()) as ShopSettings;
    const first = settings.portraitUrl ?? "";
    // The owner's full settings, as GET /api/admin/settings has them.
    expect(settings).toMatchObject({ businessForm: "sole_trader", offers: { enabled: true } });
    expect(await portraitNow()).toBe(first);
    for (const [i, name] of namesOf(first).entries()) {
      const served = await t.app.request(`/images/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ width: PHOTO_WIDTHS[i], height: PHOTO_WIDTHS[i] });
    }

    const again = await upload(t, await photo("#2e86c1"), owner.cookie);
    expect(again.status).toBe(200);
    const second = ((await again.json()) as ShopSettings).portraitUrl ?? "";
    expect(second).not.toBe(first);
    expect(await portraitNow()).toBe(second);
    for (const name of namesOf(first)) expect(await t.images.has(name), name).toBe(false);
    for (const name of namesOf(second)) expect(await t.images.has(name), name).toBe(true);

    const removed = await remove(t, owner.cookie);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as ShopSettings).portraitUrl).toBeNull();
    expect(await portraitNow()).toBeNull();
    for (const name of namesOf(second)) expect(await t.images.has(name), name).toBe(false);
    // Removing no portrait is no error.
    expect((await remove(t, owner.cookie)).status).toBe(200);
  });

  it.each([
    ["no file", () => upload(t, Buffer.from("x"), owner.cookie, "file"), 400, "noFile"],
    ["text", () => upload(t, Buffer.from("not an image at all"), owner.cookie), 415, "notAnImage"],
    [
      "a damaged PNG",
      async () => upload(t, (await photo()).subarray(0, 200), owner.cookie),
      422,
      "unreadable",
    ],
    [
      "more than 5 MB",
      () => upload(t, Buffer.alloc(PHOTO_MAX_BYTES + 1, 0x89), owner.cookie),
      413,
      "tooLarge",
    ],
  ] as const)(
    "refuses %s with its reason, and keeps the portrait as it was",
    async (_, send, status, reason) => {
      const kept = await upload(t, await photo(), owner.cookie);
      const url = ((await kept.json()) as ShopSettings).portraitUrl;
      const response = await send();
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: messages.profilePhoto[reason] });
      expect(await portraitNow()).toBe(url);
    },
  );
});
