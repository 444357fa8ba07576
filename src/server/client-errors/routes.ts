import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { Db } from "#server/db/client";
import { createRateLimiter, type RateLimiter, rateLimit } from "#server/http/rate-limit";
import { validate } from "#server/http/validate";
import { type Logger, loggedPath } from "#server/lib/logger";
import { CLIENT_ERROR_LIMITS as LIMITS } from "#shared/client-errors";
import { messages } from "#shared/messages";

/** Control characters (C0, DEL, C1), but the line breaks and tabs a stack is made of. */
const CONTROL = /(?![\n\t])\p{Cc}/gu;
/** Every control character, line breaks included: for one-line fields. */
const ANY_CONTROL = /\p{Cc}+/gu;

const oneLine = (text: string) => text.replace(ANY_CONTROL, " ").trim();
const lines = (text: string) => text.replace(CONTROL, "");

const field = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .max(max, { error: `${name} must be at most ${max} characters` });

/** A report, as the app's reporter sends it (lib/report-error.ts); text only, cleaned. */
export const clientErrorSchema = z.object({
  message: field("message", LIMITS.message)
    .transform(oneLine)
    .pipe(z.string().min(1, { error: "message is required" })),
  // The path alone: a query string is where tokens travel, so it is never logged.
  path: field("path", LIMITS.path).transform((path) => loggedPath(oneLine(path).split("?")[0])),
  stack: field("stack", LIMITS.stack).transform(lines).optional(),
  componentStack: field("componentStack", LIMITS.componentStack).transform(lines).optional(),
});

/** Reports one client may send an hour, shared by every process (the counters are in the db). */
export const CLIENT_ERRORS_PER_HOUR = 30;

export function createClientErrorThrottle(db: Db): RateLimiter {
  return createRateLimiter(db, {
    name: "client-errors-ip",
    limit: CLIENT_ERRORS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
}

/**
 * `POST /api/client-errors`: a screen that failed to render in a browser, written to the log as
 * one `warn` line with the request's id. Anyone may send one (from the site's own pages: the
 * API's origin check), so it is small (8 KB, each field limited), cleaned of control
 * characters and throttled per client; the answer is 204, and says nothing more.
 */
export function clientErrorRoutes(deps: { db: Db; logger: Logger; throttle?: RateLimiter }) {
  const throttle = deps.throttle ?? createClientErrorThrottle(deps.db);
  return new Hono().post(
    "/",
    bodyLimit({
      maxSize: LIMITS.bodyBytes,
      onError: (c) => c.json({ error: messages.api.tooLarge }, 413),
    }),
    validate("json", clientErrorSchema),
    // After validation: only a report that would be logged is counted.
    rateLimit(throttle, messages.api.tooManyRequests),
    (c) => {
      const report = c.req.valid("json");
      deps.logger.warn(
        {
          requestId: c.get("requestId"),
          message: report.message,
          path: report.path,
          ...(report.stack ? { stack: report.stack } : {}),
          ...(report.componentStack ? { componentStack: report.componentStack } : {}),
        },
        "client error",
      );
      return c.body(null, 204);
    },
  );
}
