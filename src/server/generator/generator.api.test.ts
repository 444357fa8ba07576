import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImageStore } from "#server/images/image-store";
import type { Artwork } from "#shared/artwork";
import { GENERATED_IMAGE_SIZE, PROMPT_MAX_LENGTH } from "#shared/generator";
import { storedImageUrl } from "#shared/images";
import { messages } from "#shared/messages";
import { type App, useTestApp } from "#tests/api";
import { createTempDir, insertArtworks, testDbKind } from "#tests/database";
import { GENERATOR_RATE_LIMIT } from "./routes";
import { generationPalette, paletteFromImage, storedImageFile } from "./service";

/** The site's own origin: state-changing requests from anywhere else are refused. */
const ORIGIN = "http://gallery.test";
const URL_PATH = "/api/generator/images";

async function post(app: App, body: unknown, headers: Record<string, string> = {}) {
  return app.request(URL_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function jpegOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/jpeg");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  return bytes;
}

/** An artwork whose image Atelier stores itself, painted in one flat colour. */
async function storeFlatImage(dataDir: string, key: string, colour: string) {
  const dir = path.join(dataDir, "images");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, path.basename(storedImageUrl(key, 320)));
  await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
    .webp()
    .toFile(file);
  return storedImageUrl(key);
}

/** Mean red, green and blue of an image. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return { r: channels[0].mean, g: channels[1].mean, b: channels[2].mean };
}

describe(`generator API on ${testDbKind}`, () => {
  describe("POST /api/generator/images", () => {
    const generator = useTestApp({ env: { PUBLIC_URL: ORIGIN } });
    let green: Artwork;
    let external: Artwork;
    let missingFile: Artwork;

    beforeAll(async () => {
      const imageUrl = await storeFlatImage(generator.dataDir, "meadow", "#1f9d3a");
      [green, external, missingFile] = await insertArtworks(generator.db, [
        { title: "Meadow", imageUrl },
        { title: "Elsewhere", imageUrl: "https://images.example/elsewhere.jpg" },
        { title: "Lost", imageUrl: storedImageUrl("lost") },
      ]);
    });

    it("answers a 512×512 JPEG that nothing may cache", async () => {
      const bytes = await jpegOf(await post(generator.app, { prompt: "A calm sea" }));
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({
        format: "jpeg",
        width: GENERATED_IMAGE_SIZE,
        height: GENERATED_IMAGE_SIZE,
      });
    });

    it("paints a different image on every call, for the same prompt", async () => {
      const [a, b] = await Promise.all([
        post(generator.app, { prompt: "Same prompt" }).then(jpegOf),
        post(generator.app, { prompt: "Same prompt" }).then(jpegOf),
      ]);
      expect(a.equals(b)).toBe(false);
    });

    it("draws its colours from the base artwork's image", async () => {
      const bytes = await jpegOf(
        await post(generator.app, { prompt: "Like the meadow", artworkId: green.id }),
      );
      const { r, g, b } = await meanColour(bytes);
      expect(g).toBeGreaterThan(r);
      expect(g).toBeGreaterThan(b);
    });

    it("falls back to a random palette for an outside image, a missing file or a store out of reach", async () => {
      // The meadow's own image gives its green, first and alone (a flat image has one colour).
      const meadow = await generationPalette(generator.images, green.imageUrl);
      expect(meadow).toHaveLength(1);
      const [{ r, g, b }] = meadow.map(rgbOf);
      expect(g).toBeGreaterThan(r + 80);
      expect(g).toBeGreaterThan(b + 80);

      const unreachable: ImageStore = {
        ...generator.images,
        get: () => Promise.reject(new Error("the bucket is down")),
      };
      const fallbacks: Array<[string, ImageStore, string]> = [
        ["an outside image", generator.images, external.imageUrl],
        ["a missing file", generator.images, missingFile.imageUrl],
        ["a store that cannot be reached", unreachable, green.imageUrl],
      ];
      for (const [why, images, imageUrl] of fallbacks) {
        const [first, second] = await Promise.all([
          generationPalette(images, imageUrl),
          generationPalette(images, imageUrl),
        ]);
        // A random palette: five colours from dark to light, new on every call.
        expect(first, why).toHaveLength(5);
        const lightness = first.map(lightnessOf);
        expect(lightness, why).toEqual([...lightness].sort((x, y) => x - y));
        expect(second, why).not.toEqual(first);
      }

      // And the route paints with it rather than failing.
      await jpegOf(await post(generator.app, { prompt: "x", artworkId: external.id }));
      await jpegOf(await post(generator.app, { prompt: "x", artworkId: missingFile.id }));
    });

    it("answers 404 for an artwork that does not exist", async () => {
      const response = await post(generator.app, {
        prompt: "x",
        artworkId: "00000000-0000-4000-8000-000000000000",
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: messages.api.artworkNotFound });
    });

    it("answers 400 with a reason for a bad body, never 500", async () => {
      const bad: Array<[body: unknown, reason: RegExp]> = [
        ['{"prompt": "unterminated', /malformed json/i],
        [{}, /^prompt: /],
        [{ prompt: "   " }, /^prompt: Prompt must not be empty$/],
        [{ prompt: "x".repeat(PROMPT_MAX_LENGTH + 1) }, /^prompt: Prompt must be at most 500/],
        [{ prompt: 7 }, /^prompt: /],
        [{ prompt: "x", artworkId: "not-an-id" }, /^artworkId: Artwork id must be a valid UUID$/],
      ];
      for (const [body, reason] of bad) {
        const response = await post(generator.app, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { error: string }).error).toMatch(reason);
      }
      // A body that is not JSON at all has no prompt.
      const text = await post(generator.app, "prompt=sea", { "Content-Type": "text/plain" });
      expect(text.status).toBe(400);
    });

    it("refuses an oversized body before reading it", async () => {
      const response = await post(generator.app, { prompt: "x", padding: "x".repeat(20_000) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: messages.api.tooLarge });
    });
  });

  describe("rate limit", () => {
    const generator = useTestApp({ env: { PUBLIC_URL: ORIGIN } });

    it(`allows ${GENERATOR_RATE_LIMIT.limit} requests a minute per client, then answers 429`, async () => {
      // Every request counts, bad ones too (these are cheap to make).
      for (let i = 0; i < GENERATOR_RATE_LIMIT.limit - 1; i++) {
        expect((await post(generator.app, { prompt: "" })).status).toBe(400);
      }
      await jpegOf(await post(generator.app, { prompt: "The last one allowed" }));
      const refused = await post(generator.app, { prompt: "One too many" });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: messages.generator.tooMany });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
});

function rgbOf(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: value >> 16, g: (value >> 8) & 255, b: value & 255 };
}

/** HSL lightness, 0-1. */
function lightnessOf(hex: string) {
  const { r, g, b } = rgbOf(hex);
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 510;
}

describe("palette of a stored image", () => {
  it("reads the smallest stored variant of Atelier's own images only", () => {
    expect(storedImageFile("/data", "/images/harbour-1280.webp")).toBe(
      path.join("/data", "images", "harbour-320.webp"),
    );
    expect(storedImageFile("/data", "https://images.example/a-1280.webp")).toBeUndefined();
    expect(storedImageFile("/data", "/images/../../etc/passwd-1280.webp")).toBeUndefined();
  });

  it("starts with the dominant colour and keeps colours distinct", async () => {
    const dir = createTempDir();
    const file = path.join(dir, "two-tone.webp");
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0392b" } })
      .composite([
        {
          input: {
            create: { width: 64, height: 16, channels: 3, background: "#2c3e99" },
          },
          top: 48,
          left: 0,
        },
      ])
      .webp({ lossless: true })
      .toFile(file);
    const palette = (await paletteFromImage(file))?.map(rgbOf) ?? [];
    const [first, ...rest] = palette;
    expect(first.r).toBeGreaterThan(150); // the red that covers most of it
    expect(first.g + first.b).toBeLessThan(150);
    expect(rest.some((c) => c.b > 120 && c.r < 90)).toBe(true); // and its blue band
    // No two colours alike.
    for (const [i, a] of palette.entries()) {
      for (const b of palette.slice(i + 1)) {
        expect(Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b)).toBeGreaterThan(40);
      }
    }
    expect(await paletteFromImage(path.join(dir, "missing.webp"))).toBeUndefined();
  });
});
