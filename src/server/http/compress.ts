import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** Below this many bytes an answer goes out as it is (compress()'s own default). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * hono's compress(), told a JSON answer's size first. An answer made by `c.json` carries no
 * Content-Length, so compress() would pipe even a 200-byte refusal through a CompressionStream:
 * in a rush of order attempts that was a tenth of the process's time. Sized, an answer under the
 * threshold goes out as it is, and a larger one is compressed as before. Only JSON is sized
 * here: this app builds every JSON answer whole, while other unsized bodies may be streams (a
 * backup, a sitemap) that must not be read into memory.
 */
export function compressAnswers(): MiddlewareHandler {
  const compressing = compress({ threshold: COMPRESS_THRESHOLD });
  return (c, next) =>
    compressing(c, async () => {
      await next();
      const { res } = c;
      if (
        !res.body ||
        res.headers.has("content-length") ||
        res.headers.has("content-encoding") ||
        !res.headers.get("content-type")?.startsWith("application/json")
      ) {
        return;
      }
      const body = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      headers.set("content-length", String(body.byteLength));
      // Unset first: assigning over a response would copy its headers and stream its body.
      c.res = undefined;
      c.res = new Response(body, { status: res.status, headers });
    });
}
