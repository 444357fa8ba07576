import { secureHeaders } from "hono/secure-headers";

/**
 * The headers every answer carries (decision 006). Framing is refused twice over, consistently:
 * CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`. HSTS only where the site is
 * served over https, so a plain-http PUBLIC_URL (local use) is never pinned to https.
 *
 * Styles keep 'unsafe-inline' (decision 006): Radix's scroll lock and sonner insert <style>
 * elements at run time, and React writes style attributes (progress bars, the grid's aspect
 * ratios); scripts, where injection matters, stay 'self' only.
 *
 * `imageOrigin` is S3_PUBLIC_URL's, where /images/ sends browsers: allowed even
 * over plain http (a local bucket), which "https:" does not cover.
 */
export function securityHeaders(publicUrl: string, imageOrigin?: string) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:", "https:", ...(imageOrigin ? [imageOrigin] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: "DENY",
    strictTransportSecurity: publicUrl.startsWith("https://")
      ? "max-age=31536000; includeSubDomains"
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
