import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { type RequestLine, requestIdFor } from "#server/lib/logger";
import { clientIp } from "./rate-limit";

declare module "hono" {
  interface ContextVariableMap {
    /** The request's id, in its log line and its `X-Request-Id` header (`requestLogger`). */
    requestId: string;
  }
}

/** A request answered, as the app's middleware and the fast lane both see it at its end. */
export type EndedRequest = RequestLine & {
  /** The request's target (path and query), read for the artwork it viewed. */
  target: string;
  userAgent?: string;
  /** The route template that answered (`/api/artworks/:id`), never the path with its ids. */
  route?: string;
};

/**
 * One JSON line per request: time, method, path, status, duration and a request
 * id, also sent back as `X-Request-Id`. The path is logged without its query string, where
 * tokens travel; headers, cookies and bodies are never logged. With TRUST_PROXY set, an
 * `X-Request-Id` from the proxy is kept so its lines and ours can be matched. Then `ended`.
 */
export function requestLogger(options: {
  trustProxy: number;
  ended: (request: EndedRequest) => void;
}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header("x-request-id"), options.trustProxy);
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    const { method, path } = c.req;
    options.ended({
      requestId,
      method,
      path,
      status: c.res.status,
      started,
      ip: clientIp(c),
      // The gallery page's query names the artwork it shows; no other path's query matters.
      target: method === "GET" && path === "/" ? `/?${new URL(c.req.url).searchParams}` : path,
      userAgent: c.req.header("user-agent"),
      route: routePath(c),
    });
  };
}
