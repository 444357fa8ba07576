import { randomInt } from "node:crypto";
import path from "node:path";
import type { ImageStore } from "#server/images/image-store";
import { sharp } from "#server/images/sharp";
import { imageName, imagesDir } from "#server/images/store";
import { PAINTING_STYLES, type PaintingStyle, paintingSvg } from "#server/painting";
import { distance, hslToRgb, type Rgb, toHex } from "#server/painting/colour";
import { GENERATED_IMAGE_SIZE } from "#shared/generator";
import { IMAGE_WIDTHS, parseStoredImageUrl } from "#shared/images";

/**
 * The simulated AI generator: no model is called. Instead of an
 * outside placeholder service, Atelier paints a random abstract composition itself, so it works
 * offline. Every call draws a fresh seed and style, so no two images are alike.
 */

/** Words in a prompt that suggest one of the painter's styles; otherwise any style will do. */
const STYLE_HINTS: Array<[PaintingStyle, RegExp]> = [
  [
    "landscape",
    /\b(landscapes?|seascapes?|sea|ocean|coast|harbou?r|shore|mountains?|hills?|fields?|horizon|lakes?|rivers?|valley)\b/,
  ],
  [
    "botanical",
    /\b(flowers?|floral|botanical|blooms?|blossoms?|garden|leaf|leaves|plants?|petals?)\b/,
  ],
  ["geometric", /\b(geometric|grids?|cubist|cubism|angular|squares?|triangles?)\b/],
  ["orbs", /\b(orbs?|spheres?|planets?|moons?|cosmic|galaxy|stars?|celestial)\b/],
  [
    "gestural",
    /\b(gestural|expressionist|expressionism|energetic|brushstrokes?|action painting)\b/,
  ],
  ["colour-field", /\b(colou?r[- ]field|rothko|minimal|minimalist|serene|calm|meditative)\b/],
];

/** A style the prompt hints at (one of several, at random), or any style at random. */
export function styleForPrompt(prompt: string, random: (n: number) => number = randomInt) {
  const text = prompt.toLowerCase();
  const hinted = STYLE_HINTS.filter(([, pattern]) => pattern.test(text)).map(([style]) => style);
  const choices = hinted.length > 0 ? hinted : PAINTING_STYLES;
  return choices[random(choices.length)];
}

const unit = () => randomInt(1_000_000) / 1_000_000;

/** A harmonious random palette: a base hue and a few related ones, from dark to light. */
export function randomPalette(): string[] {
  const base = randomInt(360);
  const schemes = [
    [0, 30, 60, 180, 200], // analogous with a complement
    [0, 150, 210, 20, 180], // split complementary
    [0, 120, 240, 30, 200], // triadic
    [0, 15, 35, -20, 180], // warm/cool around one hue
  ];
  const offsets = schemes[randomInt(schemes.length)];
  const lightness = [0.14, 0.32, 0.5, 0.68, 0.88];
  return offsets.map((offset, i) =>
    toHex(hslToRgb((base + offset + 360) % 360, 0.35 + unit() * 0.45, lightness[i])),
  );
}

/** The name of the smallest stored variant of an artwork's image; undefined for an outside URL. */
export function storedImageName(imageUrl: string): string | undefined {
  const stored = parseStoredImageUrl(imageUrl);
  return stored && imageName(stored.key, IMAGE_WIDTHS[0]);
}

/** The smallest stored variant of an artwork's image as a file of the `file` store. */
export function storedImageFile(dataDir: string, imageUrl: string): string | undefined {
  const name = storedImageName(imageUrl);
  return name && path.join(imagesDir(dataDir), name);
}

/**
 * Up to five colours of the image (a file, or its bytes), in a random order after its dominant
 * colour, so each generation leans on different colours of the same painting. Undefined when
 * the image is missing or unreadable: the caller falls back to a random palette.
 */
export async function paletteFromImage(file: string | Buffer): Promise<string[] | undefined> {
  try {
    const image = sharp(file, { failOn: "error" });
    const [{ dominant }, samples] = await Promise.all([
      image.clone().stats(),
      image.clone().removeAlpha().resize(6, 6, { fit: "fill" }).raw().toBuffer(),
    ]);
    const pixels: Rgb[] = [];
    for (let i = 0; i + 2 < samples.length; i += 3) {
      pixels.push({ r: samples[i], g: samples[i + 1], b: samples[i + 2] });
    }
    for (let i = pixels.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [pixels[i], pixels[j]] = [pixels[j], pixels[i]];
    }
    const palette: Rgb[] = [{ r: dominant.r, g: dominant.g, b: dominant.b }];
    for (const pixel of pixels) {
      if (palette.length === 5) break;
      // Distinct colours only: a palette of five near-identical greys paints mud.
      if (palette.every((colour) => distance(colour, pixel) > 40)) palette.push(pixel);
    }
    return palette.map(toHex);
  } catch {
    return undefined;
  }
}

/** A random 512×512 abstract composition as JPEG bytes. */
export async function renderGeneratedImage(options: {
  prompt: string;
  palette: string[];
}): Promise<Buffer> {
  const size = GENERATED_IMAGE_SIZE;
  const spec = {
    style: styleForPrompt(options.prompt),
    palette: options.palette,
    seed: randomInt(2 ** 32),
  };
  return sharp(Buffer.from(paintingSvg(spec, size, size)))
    .resize(size, size, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * The colours a generation paints with: the base artwork's image's when it is Atelier's own and
 * can be read, otherwise a random palette.
 */
export async function generationPalette(
  images: ImageStore,
  baseImageUrl: string | undefined,
): Promise<string[]> {
  const name = baseImageUrl && storedImageName(baseImageUrl);
  // A store that cannot be reached just now costs the colours, not the image.
  const bytes = name ? await images.get(name).catch(() => undefined) : undefined;
  return (bytes && (await paletteFromImage(bytes))) || randomPalette();
}

/** The image for a prompt, coloured like the base artwork's image when it is Atelier's own. */
export async function generateImage(options: {
  images: ImageStore;
  prompt: string;
  baseImageUrl?: string;
}): Promise<Buffer> {
  const palette = await generationPalette(options.images, options.baseImageUrl);
  return renderGeneratedImage({ prompt: options.prompt, palette });
}
