import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { type Logger, loggedPath } from "#server/lib/logger";
import { messages } from "#shared/messages";

const STRIPE_WEBHOOK = "/api/payments/stripe/webhook";

/** `middleware` for every request but those to `path` (exactly), or those `skip` names. */
export const exceptAt =
  (skip: string | ((path: string) => boolean), middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    (typeof skip === "string" ? c.req.path === skip : skip(c.req.path))
      ? next()
      : middleware(c, next);

/**
 * Requests that come from elsewhere by design, whose own check is their secret: Stripe's
 * webhook (its signature) and a mail program's one-click unsubscribe (the link's token).
 */
export const fromElsewhere = (path: string) =>
  path === STRIPE_WEBHOOK || path.startsWith("/api/unsubscribe/");

/**
 * `middleware` for requests that may carry a body: asking a GET or HEAD whether it has one
 * would make the whole Request (an AbortController and all) for every page and catalogue read.
 */
export const withBodyOnly =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : middleware(c, next);

/** Larger bodies are refused before they are read (uploads set their own). */
const API_BODY_LIMIT = 1024 * 1024;

/**
 * The uploads, each with a body limit of its own: artwork images, a draft's photograph, a
 * photo, her portrait — and a work's further photographs (`/api/artworks/<id>/images`).
 */
const UPLOADS = new Set([
  "/api/images",
  "/api/admin/artworks/drafts",
  "/api/account/photo",
  "/api/admin/settings/portrait",
]);
const WORK_PHOTOGRAPHS = /^\/api\/artworks\/[^/]+\/images$/;

/** The API's body limit, for requests that may carry a body, but uploads. */
export const apiBodyLimit = exceptAt(
  (path) => UPLOADS.has(path) || WORK_PHOTOGRAPHS.test(path),
  withBodyOnly(
    bodyLimit({
      maxSize: API_BODY_LIMIT,
      onError: (c: Context) => c.json({ error: messages.api.tooLarge }, 413),
    }),
  ),
);

/**
 * What an error nothing else caught becomes: Hono's own 4xx (malformed JSON, …) keep their
 * status and reason; anything else is logged with the request's id and answered 500.
 */
export const answerError =
  (logger: Logger): ErrorHandler =>
  (err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: err.message }, err.status);
    }
    logger.error(
      {
        err,
        requestId: c.get("requestId"),
        method: c.req.method,
        path: loggedPath(c.req.path),
      },
      "request failed",
    );
    return c.json({ error: messages.api.internal }, 500);
  };
