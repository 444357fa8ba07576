// What every auth route shares: reading a body as its schema does, refusals in better-auth's
// own shape, and the request forwarded to better-auth once checked.
import type { Context } from "hono";
import type { z } from "zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { RateLimitResult } from "#server/http/rate-limit";
import { describeIssues } from "#server/http/validate";
import type { MailOutbox } from "#server/mail/outbox";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";
import type { Auth } from "./auth";
import { isCommonPassword } from "./common-passwords";
import type { AuthThrottles } from "./throttles";

export type AuthRouteDeps = {
  db: Db;
  auth: Auth;
  throttles: AuthThrottles;
  outbox: MailOutbox;
  config: Pick<Config, "galleryName" | "publicUrl">;
};

/** Where an e-mail sends someone to sign in. */
export const signInUrlOf = (config: AuthRouteDeps["config"]) =>
  new URL(routes.auth.path, config.publicUrl).toString();

export function tooMany(c: Context, result: RateLimitResult, message: string) {
  c.header("Retry-After", String(result.retryAfterSeconds));
  return c.json({ error: message, message }, 429);
}

/**
 * The request body as the schema reads it, or the answer to send instead: 415 for anything
 * but JSON (so no other encoding can pass the throttles unseen), 400 with field reasons for
 * bad fields (`message` as better-auth's own errors carry it, for the auth page).
 */
export async function readBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ data: z.output<T> } | { response: Response }> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    const message = messages.api.jsonRequired;
    return { response: c.json({ error: message, message }, 415) };
  }
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body ?? null);
  if (!parsed.success) {
    const { fields } = describeIssues(parsed.error);
    const message = parsed.error.issues[0]?.message ?? messages.api.badJson;
    return { response: c.json({ error: message, message, fields }, 400) };
  }
  return { data: parsed.data };
}

/** A refusal said beside one field of the form (`message` too, as on every auth answer). */
export const fieldRefusal = (field: string, reason: string) => ({
  error: reason,
  message: reason,
  fields: { [field]: reason },
});

/** A GET as better-auth should see it: without a query (its options there go unused). */
export function withoutQuery(c: Context): Request {
  const url = new URL(c.req.raw.url);
  url.search = "";
  return new Request(url, { method: "GET", headers: c.req.raw.headers });
}

/** A refusal with its reason, as `error` and as better-auth's own `message`. */
export function refuse(c: Context, status: 400 | 401 | 403 | 404, message: string) {
  return c.json({ error: message, message }, status);
}

/** The request as better-auth should see it: the same URL and headers, the checked body. */
export function forward(c: Context, body: unknown): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  return new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) });
}

/** Resolves at `time` (`performance.now()`), or at once if it has passed. */
export const waitUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

/**
 * A new password among the most common ones, refused beside its field (`field`: the body's
 * name for it) with the reason sign-up, reset and change-password share.
 */
export function refuseCommonPassword(c: Context, field: string, password: string) {
  if (!isCommonPassword(password)) return undefined;
  const message = messages.passwordReset.commonPassword;
  return c.json({ error: message, message, fields: { [field]: message } }, 400);
}
