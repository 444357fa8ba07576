import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getArtwork } from "#server/catalogue/service";
import type { Db } from "#server/db/client";
import { createRateLimiter, rateLimit } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import type { ImageStore } from "#server/images/image-store";
import { generateImageSchema } from "#shared/generator";
import { messages } from "#shared/messages";
import { generateImage } from "./service";

/** Painting an image costs tens of milliseconds of CPU: a client may ask this often. */
export const GENERATOR_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

/** A prompt is at most 500 characters, so a body past a few kilobytes is not a real request. */
const BODY_LIMIT = 8 * 1024;

type GeneratorDeps = { db: Db; images: ImageStore; clock: () => Date };

export function generatorRoutes(deps: GeneratorDeps) {
  const limiter = createRateLimiter(deps.db, { name: "generator", ...GENERATOR_RATE_LIMIT });
  return new Hono().post(
    "/images",
    rateLimit(limiter, messages.generator.tooMany),
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: (c) => c.json({ error: messages.api.tooLarge }, 413),
    }),
    validate("json", generateImageSchema),
    async (c) => {
      const { prompt, artworkId } = c.req.valid("json");
      let baseImageUrl: string | undefined;
      if (artworkId) {
        const artwork = await getArtwork(deps.db, artworkId, deps.clock());
        if (!artwork) return c.json({ error: messages.api.artworkNotFound }, 404);
        baseImageUrl = artwork.imageUrl;
      }
      const image = await generateImage({ images: deps.images, prompt, baseImageUrl });
      // A new image every time, so nothing may cache it.
      return c.body(new Uint8Array(image), 200, {
        "Content-Type": "image/jpeg",
        "Cache-Control": "no-store",
      });
    },
  );
}
