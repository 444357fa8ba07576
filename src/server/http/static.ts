import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * Hashed assets and stored images never change under their URL. `no-transform`: nothing on
 * the way (a CDN, or the app's own compress() middleware) re-encodes the bytes; text files are
 * compressed once, at build time, and images are already compressed.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable, no-transform";

/**
 * The files the build compresses ahead of time (vite.config.ts): `<file>.br` and `<file>.gz`
 * beside `<file>`, each kept only where it is smaller.
 */
export const PRECOMPRESSED_EXTENSIONS = [
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
];

/** The content codings of precompressed siblings, in order of preference on a tie. */
export const PRECOMPRESSED_CODINGS = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
] as const;

type Coding = (typeof PRECOMPRESSED_CODINGS)[number];

/**
 * Of `available` codings, the one `Accept-Encoding` rates highest (RFC 9110 §12.5.3: q-values,
 * `*`, `;q=0` refusing), or undefined when the plain file is what the client should get.
 */
export function chooseCoding<T extends Pick<Coding, "coding">>(
  acceptEncoding: string | undefined,
  available: readonly T[],
): T | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: T | undefined;
  let bestWeight = 0;
  for (const option of available) {
    const weight = weights.get(option.coding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = option;
      bestWeight = weight;
    }
  }
  return best;
}

/** The precompressed siblings of `file` that exist, with their sizes. */
async function precompressedVariants(file: string) {
  if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase())) return [];
  const found = await Promise.all(
    PRECOMPRESSED_CODINGS.map(async (variant) => {
      const info = await stat(file + variant.suffix).catch(() => null);
      return info?.isFile() ? { ...variant, size: info.size } : undefined;
    }),
  );
  return found.filter((variant) => variant !== undefined);
}

/**
 * A file under `root` as a Response, or null when there is none. The request path is
 * resolved inside root, so `..` cannot escape it, and no dotfile is ever served. Given the
 * request's `Accept-Encoding`, a precompressed sibling (`.br`, `.gz`) is sent in its place with
 * `Content-Encoding`, and `Vary: Accept-Encoding` whenever the file has one.
 */
export async function fileResponse(
  root: string,
  requestPath: string,
  init: { cacheControl: string; status?: number; acceptEncoding?: string },
): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  // Dotfiles (the build stamp, .vite/ manifests, …) are build files, not the site's.
  if (decoded.split("/").some((segment) => segment.startsWith("."))) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;

  const headers: Record<string, string> = {
    "Content-Type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": String(info.size),
    // The bytes are sent as they are stored: compressed at build time, or not worth it.
    "Cache-Control": /\bno-transform\b/.test(init.cacheControl)
      ? init.cacheControl
      : `${init.cacheControl}, no-transform`,
  };
  let served = file;
  const variants = await precompressedVariants(file);
  if (variants.length > 0) {
    headers.Vary = "Accept-Encoding";
    const chosen = chooseCoding(init.acceptEncoding, variants);
    if (chosen) {
      served = file + chosen.suffix;
      headers["Content-Encoding"] = chosen.coding;
      headers["Content-Length"] = String(chosen.size);
    }
  }
  const body = Readable.toWeb(createReadStream(served)) as ReadableStream;
  return new Response(body, { status: init.status ?? 200, headers });
}
