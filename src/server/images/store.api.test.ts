import { writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCollection } from "#server/catalogue/demo-collection";
import { demoImageKey, paintDemoImages } from "#server/catalogue/seed";
import { generateImage } from "#server/generator/service";
import { IMMUTABLE } from "#server/http/static";
import { IMAGE_LARGEST, IMAGE_WIDTHS, storedImageUrl } from "#shared/images";
import { messages } from "#shared/messages";
import { createTestApp, SITE, type TestApp, type TestUser } from "#tests/api";
import { createTempDir, testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";
import { createTestBucket, S3_TEST_KEYS } from "#tests/s3";
import type { ImageStore } from "./image-store";
import { createImageStore, imageName, saveImageVariants } from "./store";

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const webp = (colour: string, width = 64) =>
  sharp({ create: { width, height: width, channels: 3, background: colour } })
    .webp()
    .toBuffer();

const photo = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#2e86c1" } })
    .jpeg()
    .toBuffer();

function upload(t: TestApp, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  return t.app.request("/api/images", {
    method: "POST",
    body: form,
    headers: { origin: SITE, cookie },
  });
}

/** The store, and a way to break it, for each kind: the same tests run on both. */
const kinds = [
  {
    kind: "file",
    env: async () => ({}),
    /** DATA_DIR/images cannot be made: a file stands where the directory should be. */
    unreachable: async () => {
      const dataDir = createTempDir();
      await writeFile(path.join(dataDir, "images"), "not a directory");
      return { DATA_DIR: dataDir };
    },
  },
  {
    kind: "s3",
    env: async () => (await createTestBucket()).env,
    /** A bucket whose endpoint no longer answers. */
    unreachable: async () => ({
      ...(await createTestBucket()).env,
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
    }),
  },
] as const;

describe.each(kinds)(`the $kind image store on ${testDbKind}`, (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let images: ImageStore;

  beforeAll(async () => {
    t = await createTestApp({ env: await kind.env() });
    owner = await t.signIn({ owner: true });
    images = t.images;
    expect(images.kind).toBe(kind.kind);
  });
  afterAll(() => t?.close());

  it("keeps, reads, lists and removes images by name", async () => {
    const red = await webp("#c0392b");
    const blue = await webp("#2e86c1");
    await images.put("red-320.webp", red);
    await images.put("blue-320.webp", blue);
    expect(await images.get("red-320.webp")).toEqual(red);
    expect(await images.has("blue-320.webp")).toBe(true);
    expect(await images.list()).toEqual(expect.arrayContaining(["red-320.webp", "blue-320.webp"]));

    await images.put("red-320.webp", blue); // replaced whole
    expect(await images.get("red-320.webp")).toEqual(blue);
    await images.remove("red-320.webp");
    await images.remove("red-320.webp"); // gone already: not an error
    expect(await images.get("red-320.webp")).toBeUndefined();
    expect(await images.has("red-320.webp")).toBe(false);
    expect(await images.list()).not.toContain("red-320.webp");

    // Only names of its own: nothing that could climb out of the directory or the bucket.
    for (const name of ["../secret-320.webp", "a/b-320.webp", ".hidden-320.webp", "x.png"]) {
      expect(await images.get(name)).toBeUndefined();
      expect(await images.has(name)).toBe(false);
      await expect(images.put(name, blue)).rejects.toThrow(/not a stored image name/);
    }
  });

  it("keeps share cards as JPEG under card names, and nothing that could be a path", async () => {
    const jpeg = await sharp({
      create: { width: 120, height: 63, channels: 3, background: "#faf7f2" },
    })
      .jpeg()
      .toBuffer();
    await images.put("card-gallery-0123456789abcdef.jpg", jpeg);
    expect(await images.get("card-gallery-0123456789abcdef.jpg")).toEqual(jpeg);
    expect(await images.list()).toContain("card-gallery-0123456789abcdef.jpg");
    const served = await images.serve("card-gallery-0123456789abcdef.jpg");
    expect(served?.headers.get("content-type")).toBe("image/jpeg");
    expect(served?.headers.get("cache-control")).toBe(IMMUTABLE);
    for (const name of ["card-../x.jpg", "card-.jpg", "card-a.b.jpg", "card-A.jpg", "x.jpg"]) {
      await expect(images.put(name, jpeg)).rejects.toThrow(/not a stored image name/);
      expect(await images.serve(name)).toBeNull();
    }
  });

  it("serves an image at /images/<name> with the immutable cache header, 404 for none", async () => {
    const bytes = await webp("#27ae60", 100);
    await images.put("green-640.webp", bytes);
    const response = await t.app.request("/images/green-640.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const missing = await t.app.request("/images/missing-640.webp");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(messages.api.notFound);
    expect((await t.app.request("/images/..%2Fsecret-640.webp")).status).toBe(404);
  });

  it("stores an upload as WebP in every width, and serves each", async () => {
    const response = await upload(t, owner.cookie, await photo());
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const key = imageUrl.match(/^\/images\/(upload-[0-9a-f-]+-\d+x\d+)-1280\.webp$/)?.[1] as string;
    expect(key).toBeDefined();

    const stored = await images.list();
    for (const width of IMAGE_WIDTHS) expect(stored).toContain(imageName(key, width));
    const served = await t.app.request(storedImageUrl(key, 640));
    expect(served.status).toBe(200);
    const { format, width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format, width }).toEqual({ format: "webp", width: 640 });
  });

  it("stores all of an image or none of it", async () => {
    const before = (await images.list()).sort();
    const failing: ImageStore = {
      ...images,
      put: async (name, data) => {
        if (name.endsWith("-960.webp")) throw new Error("disk full");
        await images.put(name, data);
      },
    };
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({ width, data: await webp("#8e44ad", 32) })),
    );
    await expect(saveImageVariants(failing, "half", variants)).rejects.toThrow("disk full");
    expect((await images.list()).sort()).toEqual(before);
  });

  // Painting takes seconds and asks the store only what the first test covers (has, put): in
  // one store, on the embedded tiers (the PostgreSQL tier paints the whole collection in
  // seed.api.test.ts).
  it.runIf(testDbKind === "pglite" && kind.kind === "file")(
    "keeps the demo paintings, painting only those it does not have",
    async () => {
      // The widest variant stands for a whole image; all but the first painting are "there".
      const placeholder = await webp("#7f8c8d", 16);
      const [first, ...rest] = demoCollection;
      await Promise.all(
        rest.map((artwork) =>
          images.put(imageName(demoImageKey(artwork), IMAGE_LARGEST), placeholder),
        ),
      );
      // Another store over the same place (the file store's DATA_DIR, or the s3 store's bucket).
      const store = createImageStore(t.config);
      try {
        expect(await paintDemoImages(store)).toBe(1);
        for (const width of IMAGE_WIDTHS) {
          expect(await store.has(imageName(demoImageKey(first), width))).toBe(true);
        }
        expect(await store.get(imageName(demoImageKey(rest[0]), IMAGE_LARGEST))).toEqual(
          placeholder,
        );
      } finally {
        store.close();
      }
    },
    60_000,
  );

  it("lends the generator the colours of a stored image", async () => {
    await images.put("meadow-320.webp", await webp("#1f9d3a", 320));
    const asked: string[] = [];
    const watched: ImageStore = {
      ...images,
      get: (name) => {
        asked.push(name);
        return images.get(name);
      },
    };
    const bytes = await generateImage({
      images: watched,
      prompt: "a meadow",
      baseImageUrl: storedImageUrl("meadow"),
    });
    expect(asked).toEqual(["meadow-320.webp"]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  describe("when the store cannot be reached", () => {
    let broken: TestApp;
    beforeAll(async () => {
      broken = await createTestApp({ env: await kind.unreachable() });
    });
    afterAll(() => broken?.close());

    it("answers an upload with 503 and a reason, and stores nothing", async () => {
      const brokenOwner = await broken.signIn({ owner: true });
      const started = Date.now();
      const response = await upload(broken, brokenOwner.cookie, await photo());
      expect(response.status).toBe(503);
      expect((await response.json()).error).toBe(messages.api.imageStoreUnavailable);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await broken.images.list().catch(() => [])).toEqual([]);

      // The owner sees the reason; the log has the detail, naming the setting to look at.
      const logged = logLines().find((line) => line.msg === "could not store an uploaded image");
      expect(JSON.stringify(logged)).toMatch(kind.kind === "s3" ? /S3_ENDPOINT/ : /DATA_DIR/);
    });

    it("answers an image request without failing: 503 from an unreachable bucket", async () => {
      const response = await broken.app.request("/images/anything-640.webp");
      // A directory that is a file holds no images: for the file store that is a plain 404.
      expect(response.status).toBe(kind.kind === "s3" ? 503 : 404);
    });

    it("fails its start-up check with a reason naming the setting", async () => {
      await expect(broken.images.check()).rejects.toThrow(
        kind.kind === "s3" ? /^cannot reach http:\/\/127\.0\.0\.1:\d+ \(S3_ENDPOINT\)/ : /DATA_DIR/,
      );
    });
  });
});

describe("the s3 image store's own settings", () => {
  let bucket: Awaited<ReturnType<typeof createTestBucket>>;
  beforeAll(async () => {
    bucket = await createTestBucket();
  });

  it("links images to S3_PUBLIC_URL when it is set, with the same cache header", async () => {
    const publicUrl = `${bucket.env.S3_ENDPOINT}/${bucket.bucket}`;
    const t = await createTestApp({ env: { ...bucket.env, S3_PUBLIC_URL: `${publicUrl}/` } });
    try {
      const bytes = await webp("#d35400", 80);
      await t.images.put("sunset-960.webp", bytes);
      const response = await t.app.request("/images/sunset-960.webp");
      expect(response.status).toBe(302);
      const location = response.headers.get("location") as string;
      expect(location).toBe(`${publicUrl}/sunset-960.webp`);
      // Pages may show images from there, even over plain http.
      const csp = (await t.app.request("/api/artworks")).headers.get("content-security-policy");
      expect(csp).toContain(`img-src 'self' data: blob: https: ${bucket.env.S3_ENDPOINT};`);

      const fromThere = await fetch(location);
      expect(fromThere.status).toBe(200);
      expect(fromThere.headers.get("cache-control")).toBe(IMMUTABLE);
      expect(fromThere.headers.get("content-type")).toBe("image/webp");
      expect(Buffer.from(await fromThere.arrayBuffer())).toEqual(bytes);
      // An unknown name is not sent anywhere.
      expect((await t.app.request("/images/..%2Fx")).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ["a bucket that does not exist", { S3_BUCKET: "no-such-bucket" }, /S3_BUCKET/],
    [
      "keys the service does not know",
      { S3_ACCESS_KEY_ID: "UNKNOWNKEY", S3_SECRET_ACCESS_KEY: "wrong" },
      /refused the keys .*S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    ],
  ])("names the setting at fault for %s", async (_, env, reason) => {
    const store = createImageStore({
      dataDir: createTempDir(),
      images: {
        store: "s3",
        bucket: env.S3_BUCKET ?? bucket.bucket,
        endpoint: bucket.env.S3_ENDPOINT,
        region: "us-east-1",
        credentials: {
          accessKeyId: env.S3_ACCESS_KEY_ID ?? S3_TEST_KEYS.accessKeyId,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? S3_TEST_KEYS.secretAccessKey,
        },
        publicUrl: undefined,
      },
    });
    try {
      const error = await store.check().then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(reason);
      expect(error?.message).not.toContain("\n");
      expect(error?.message).not.toContain("wrong");
    } finally {
      store.close();
    }
  });
});
