import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imagesDir } from "#server/images/store";
import type { Artwork } from "#shared/artwork";
import { zoomImageUrl } from "#shared/full-image";
import { IMAGE_WIDTHS, storedImageSize } from "#shared/images";
import { messages } from "#shared/messages";
import { SITE, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const valid = {
  title: "Harbour at Dusk",
  artist: "Maren Holloway",
  description: "Boats <b>asleep</b> & lights <script>alert(1)</script>",
  price: 1250.5,
  medium: "Oil on canvas",
  size: "24 x 36 in",
  imageUrl: "https://images.example/harbour.jpg",
};

describe(`catalogue management on ${testDbKind}`, () => {
  const t = useTestApp({ artworks: [{ title: "Existing", size: "30 x 40 cm" }] });
  const who: Record<"anonymous" | "customer" | "owner", Record<string, string>> = {
    anonymous: {},
    customer: {},
    owner: {},
  };

  beforeAll(async () => {
    who.customer = { cookie: (await t.signIn({ email: "c@example.com" })).cookie };
    who.owner = { cookie: (await t.signIn({ email: "o@example.com", owner: true })).cookie };
  });

  const catalogue = async () =>
    ((await (await t.app.request("/api/artworks?limit=100")).json()) as { items: Artwork[] }).items;

  async function png(width = 800, height = 600) {
    return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
      .withMetadata({ exif: { IFD0: { Artist: "Secret Camera Owner" } } })
      .jpeg()
      .toBuffer();
  }

  function upload(
    headers: Record<string, string>,
    bytes: Buffer,
    name = "photo.jpg",
    type = "image/jpeg",
  ) {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name, { type }));
    return t.app.request("/api/images", {
      method: "POST",
      body: form,
      headers: { origin: SITE, ...headers },
    });
  }

  describe("who may change the catalogue (owners only)", () => {
    it.each([
      ["anonymous", 401],
      ["customer", 403],
    ] as const)(
      "%s: create, update, delete and upload are refused with %i",
      async (role, status) => {
        const before = await catalogue();
        const headers = who[role];
        expect((await t.send("POST", "/api/artworks", valid, headers)).status).toBe(status);
        expect(
          (await t.send("PUT", `/api/artworks/${t.artworks[0].id}`, valid, headers)).status,
        ).toBe(status);
        expect(
          (await t.send("DELETE", `/api/artworks/${t.artworks[0].id}`, undefined, headers)).status,
        ).toBe(status);
        const refused = await upload(headers, await png());
        expect(refused.status).toBe(status);
        expect((await refused.json()).error).toBe(
          status === 401 ? messages.api.signInRequired : messages.api.ownerRequired,
        );
        expect(await catalogue()).toEqual(before);
        expect(await readdir(imagesDir(t.dataDir)).catch(() => [])).toEqual([]);
      },
    );

    it("the owner creates (newest first), updates and deletes", async () => {
      const created = await t.send("POST", "/api/artworks", valid, who.owner);
      expect(created.status).toBe(201);
      const artwork = (await created.json()) as Artwork;
      expect(artwork).toMatchObject({ ...valid });
      expect((await catalogue())[0].id).toBe(artwork.id);
      // 24 x 36 in is 91.44 cm: medium.
      const medium = await (await t.app.request("/api/artworks?size=medium")).json();
      expect(medium.items.map((a: Artwork) => a.id)).toContain(artwork.id);

      await new Promise((resolve) => setTimeout(resolve, 5));
      const updated = await t.send(
        "PUT",
        `/api/artworks/${artwork.id}`,
        { ...valid, title: "Harbour at Night", size: "120 x 150 cm", description: "" },
        who.owner,
      );
      expect(updated.status).toBe(200);
      const after = (await updated.json()) as Artwork;
      expect(after).toMatchObject({ title: "Harbour at Night", description: null });
      expect(after.createdAt).toBe(artwork.createdAt);
      expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(
        new Date(artwork.updatedAt).getTime(),
      );
      // The size class follows the new size.
      const large = await (await t.app.request("/api/artworks?size=large")).json();
      expect(large.items.map((a: Artwork) => a.id)).toContain(artwork.id);

      const deleted = await t.send("DELETE", `/api/artworks/${artwork.id}`, undefined, who.owner);
      expect(deleted.status).toBe(200);
      expect((await t.app.request(`/api/artworks/${artwork.id}`)).status).toBe(404);
    });

    it("stores markup in text as text: the API returns exactly what was sent", async () => {
      const created = (await (
        await t.send("POST", "/api/artworks", valid, who.owner)
      ).json()) as Artwork;
      expect(created.description).toBe(valid.description);
    });
  });

  describe("validation: a 400 with a reason, never a 500", () => {
    it.each([
      [{ title: "" }, "title: Title is required"],
      [{ title: "   " }, "title: Title is required"],
      [{ title: undefined }, "title: Title is required"],
      [{ title: "x".repeat(201) }, "title: Title must be at most 200 characters"],
      [{ title: 42 }, "title: Title is required"],
      [{ artist: "" }, "artist: Artist is required"],
      [{ medium: "" }, "medium: Medium is required"],
      [{ size: "" }, "size: Size is required"],
      [{ price: -1 }, `price: ${messages.money.atLeastPenny("Price")}`],
      [{ price: 0 }, `price: ${messages.money.atLeastPenny("Price")}`],
      [{ price: 4e-9 }, `price: ${messages.money.atLeastPenny("Price")}`],
      [{ price: "12" }, "price: Price must be a number"],
      [{ price: "abc" }, "price: Price must be a number"],
      [{ price: undefined }, "price: Price must be a number"],
      [{ price: 1.234 }, "price: Price can have at most 2 decimal places"],
      [{ price: 1e12 }, "price: Price must be at most"],
      [{ imageUrl: "" }, "imageUrl: Image URL is required"],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl: Image URL must be a web address"],
      [{ imageUrl: "not a url" }, "imageUrl: Image URL must be a web address"],
      [
        { imageUrl: "/images/../../etc/passwd-1280.webp" },
        "imageUrl: Image URL must be a web address",
      ],
      [
        { description: "x".repeat(5001) },
        "description: Description must be at most 5000 characters",
      ],
      [{ title: "bad\u0007title" }, "title: Title must not contain control characters"],
      // A NUL is refused earlier, at the edge of every route.
      [{ title: "bad\u0000title" }, messages.api.controlCharacter],
    ])("%j → %s", async (change, reason) => {
      const response = await t.send("POST", "/api/artworks", { ...valid, ...change }, who.owner);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(reason);
    });

    it("accepts an uploaded image's URL and the lowest price, 1p", async () => {
      const response = await t.send(
        "POST",
        "/api/artworks",
        { ...valid, price: 0.01, imageUrl: "/images/upload-abc-1280.webp", description: null },
        who.owner,
      );
      expect(response.status).toBe(201);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      const unknown = randomUUID();
      expect((await t.send("PUT", `/api/artworks/${unknown}`, valid, who.owner)).status).toBe(404);
      expect(
        (await t.send("DELETE", `/api/artworks/${unknown}`, undefined, who.owner)).status,
      ).toBe(404);
      expect((await t.send("PUT", "/api/artworks/nope", valid, who.owner)).status).toBe(400);
      expect((await t.send("DELETE", "/api/artworks/nope", undefined, who.owner)).status).toBe(400);
    });

    it("refuses malformed JSON and a body that is not an object", async () => {
      const malformed = await t.app.request("/api/artworks", {
        method: "POST",
        headers: { origin: SITE, "content-type": "application/json", ...who.owner },
        body: "{oops",
      });
      expect(malformed.status).toBe(400);
      expect((await t.send("POST", "/api/artworks", [1, 2], who.owner)).status).toBe(400);
      expect((await t.send("POST", "/api/artworks", "text", who.owner)).status).toBe(400);
    });
  });

  describe("image upload", () => {
    it("stores a real image as WebP in every width and whole, metadata stripped", async () => {
      const response = await upload(who.owner, await png(1600, 1200));
      expect(response.status).toBe(201);
      const { imageUrl } = (await response.json()) as { imageUrl: string };
      // The key names the full size, so a page knows the painting's shape from its URL.
      expect(imageUrl).toMatch(/^\/images\/upload-[0-9a-f-]+-1600x1200-1280\.webp$/);
      expect(storedImageSize(imageUrl)).toEqual({ width: 1600, height: 1200 });
      const key = imageUrl.replace(/^\/images\/|-1280\.webp$/g, "");
      // The display widths, and the full 1600 px the zoom viewer opens.
      expect(zoomImageUrl(imageUrl)).toBe(`/images/${key}-1600.webp`);
      for (const width of [...IMAGE_WIDTHS, 1600]) {
        const served = await t.app.request(`/images/${key}-${width}.webp`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
      }
    });

    it.each([
      [
        "a text file renamed .png",
        Buffer.from("<?php echo 'not an image'; ?>"),
        "evil.png",
        "image/png",
      ],
      ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), "doc.jpg", "image/jpeg"],
      [
        "a truncated JPEG",
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        "cut.jpg",
        "image/jpeg",
      ],
      [
        "an SVG",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        "x.svg",
        "image/svg+xml",
      ],
    ])("refuses %s with a 400 and stores nothing", async (_, bytes, name, type) => {
      const before = await readdir(imagesDir(t.dataDir)).catch(() => []);
      const response = await upload(who.owner, bytes, name, type);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(messages.api.notAnImage);
      expect(await readdir(imagesDir(t.dataDir)).catch(() => [])).toEqual(before);
    });

    it("asks for a file when there is none", async () => {
      const response = await t.app.request("/api/images", {
        method: "POST",
        body: new FormData(),
        headers: { origin: SITE, ...who.owner },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(messages.api.noFile);
    });
  });
});
