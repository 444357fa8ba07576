import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
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
 * The file `requestPath` names under `root`, or null. It is resolved inside root, so `..`
 * cannot escape it, and no dotfile is ever named.
 */
function fileUnder(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  // Dotfiles (the build stamp, .vite/ manifests, …) are build files, not the site's.
  if (decoded.split("/").some((segment) => segment.startsWith("."))) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : null;
}

type Variant = Coding & { size: number };

/**
 * `file` as a Response: given the request's `Accept-Encoding`, a precompressed sibling (`.br`,
 * `.gz`) in its place with `Content-Encoding`, and `Vary: Accept-Encoding` whenever the file
 * has one. `body` gives the bytes of the file with a suffix ("" for the file itself).
 */
function respond(
  file: string,
  size: number,
  variants: Variant[],
  init: { cacheControl: string; status?: number; acceptEncoding?: string },
  body: (suffix: string) => BodyInit,
): Response {
  const headers: Record<string, string> = {
    "Content-Type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": String(size),
    // The bytes are sent as they are stored: compressed at build time, or not worth it.
    "Cache-Control": /\bno-transform\b/.test(init.cacheControl)
      ? init.cacheControl
      : `${init.cacheControl}, no-transform`,
  };
  let suffix = "";
  if (variants.length > 0) {
    headers.Vary = "Accept-Encoding";
    const chosen = chooseCoding(init.acceptEncoding, variants);
    if (chosen) {
      suffix = chosen.suffix;
      headers["Content-Encoding"] = chosen.coding;
      headers["Content-Length"] = String(chosen.size);
    }
  }
  return new Response(body(suffix), { status: init.status ?? 200, headers });
}

type FileInit = { cacheControl: string; status?: number; acceptEncoding?: string };

/**
 * A file under `root` as a Response (see respond), read from disk as it is asked for, or null
 * when there is none.
 */
export async function fileResponse(
  root: string,
  requestPath: string,
  init: FileInit,
): Promise<Response | null> {
  const file = fileUnder(root, requestPath);
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const variants = await precompressedVariants(file);
  return respond(
    file,
    info.size,
    variants,
    init,
    (suffix) => Readable.toWeb(createReadStream(file + suffix)) as ReadableStream,
  );
}

/**
 * fileResponse for the built client, whose files do not change while the server runs (`npm
 * start` builds before it serves): each is read once, with its compressed siblings, and then
 * answered from memory in one step — from disk it takes several turns of an event loop that
 * may be busy (a static file waits for no query). Only files that exist are kept,
 * so the memory is the build's size at most (about 1.4 MB).
 */
export function builtFiles(root: string) {
  type Kept = { size: number; variants: Variant[]; bytes: Map<string, Buffer> };
  const kept = new Map<string, Promise<Kept | null>>();
  const read = async (file: string): Promise<Kept | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const variants = await precompressedVariants(file);
    const suffixes = ["", ...variants.map((variant) => variant.suffix)];
    const bytes = new Map(
      await Promise.all(
        suffixes.map(async (suffix) => [suffix, await readFile(file + suffix)] as const),
      ),
    );
    return { size: info.size, variants, bytes };
  };
  return async (requestPath: string, init: FileInit): Promise<Response | null> => {
    const file = fileUnder(root, requestPath);
    if (!file) return null;
    let entry = kept.get(file);
    if (!entry) {
      entry = read(file);
      kept.set(file, entry);
      // A path that names no file is not kept: asking for many costs no memory.
      entry.then(
        (found) => found || kept.delete(file),
        () => kept.delete(file),
      );
    }
    const found = await entry;
    if (!found) return null;
    return respond(
      file,
      found.size,
      found.variants,
      init,
      (suffix) => new Uint8Array(found.bytes.get(suffix) ?? Buffer.alloc(0)),
    );
  };
}
