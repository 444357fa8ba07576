import type { MiddlewareHandler } from "hono";
import type { Config } from "#server/config";

/**
 * The headers every answer carries (decision 006), by name (lower case) — the same for every
 * answer, so made once: the app's middleware and the fast lane (answers/fast-lane.ts) send
 * this one list. Framing is refused twice over, consistently: CSP `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`. HSTS only where the site is served over https, so a plain-http
 * PUBLIC_URL (local use) is never pinned to https.
 *
 * Styles keep 'unsafe-inline' (decision 006): Radix's scroll lock and sonner insert <style>
 * elements at run time, and React writes style attributes (progress bars, the grid's aspect
 * ratios); scripts, where injection matters, stay 'self' only, with the inline scripts the
 * pages carry allowed by their hashes (`inlineScripts`: the pages' one, decision 043).
 *
 * Images may also come from S3_PUBLIC_URL's origin, where /images/ sends browsers: allowed
 * even over plain http (a local bucket), which "https:" does not cover.
 */
export function securityHeaderValues(
  config: Pick<Config, "publicUrl" | "images">,
  inlineScripts: readonly string[],
) {
  const { images } = config;
  const imageOrigin =
    images.store === "s3" && images.publicUrl ? new URL(images.publicUrl).origin : undefined;
  const policy = {
    "default-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...(imageOrigin ? [imageOrigin] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Beside the app's files, only the inline scripts the pages carry, each by its hash.
    "script-src": ["'self'", ...inlineScripts],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  const headers: Record<string, string> = {
    "content-security-policy": Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
      .join("; "),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
  if (config.publicUrl.startsWith("https://")) {
    headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

/** Sets these headers (`securityHeaderValues`) on every answer the app makes, errors included. */
export function securityHeaders(values: Record<string, string>): MiddlewareHandler {
  const headers = Object.entries(values);
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
