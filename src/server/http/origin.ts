import type { MiddlewareHandler } from "hono";
import { messages } from "#shared/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests must come from the site itself: their Origin header (or,
 * where a browser leaves it out, their Referer) must be one of the trusted origins. A request
 * carrying neither is refused too, so a forged form or script elsewhere cannot act for a
 * signed-in shopper.
 */
export function sameOriginOnly(trustedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
    if (!origin || !trustedOrigins.includes(origin)) {
      return c.json({ error: messages.api.crossOrigin }, 403);
    }
    return next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
