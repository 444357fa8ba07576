import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, storedImageUrl } from "#shared/images";

export function imagesDir(dataDir: string): string {
  return path.join(dataDir, "images");
}

/**
 * Writes `key` as WebP in every width of IMAGE_WIDTHS (never enlarged), metadata stripped,
 * and returns the URL of the widest. Each file is written whole, then renamed into place,
 * so a reader never sees half an image.
 */
export async function storeImageVariants(
  dataDir: string,
  key: string,
  input: Buffer,
): Promise<string> {
  const dir = imagesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const source = sharp(input, { failOn: "error" }).rotate();
  await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const data = await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      const file = path.join(dir, path.basename(storedImageUrl(key, width)));
      await writeFile(`${file}.tmp`, data);
      await rename(`${file}.tmp`, file);
    }),
  );
  return storedImageUrl(key);
}
