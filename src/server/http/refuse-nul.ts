import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { escapeHtml } from "#server/lib/html";
import { messages } from "#shared/messages";

/** Whether a parsed JSON value holds U+0000 in any string, key or nested value. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item));
  }
  return false;
}

/**
 * A C0 control character but the tab, or DEL: none belongs in a header or a cookie. Bytes from
 * 0x80 are not looked at: UTF-8 in a header reaches Node as Latin-1, and is no one's harm.
 */
const CONTROL = /[^\P{Cc}\t\u0080-\u009f]/u;

/** Whether a request's headers, or its cookies as read (percent-decoded), hold a control character. */
export function controlInHeaders(c: Context): boolean {
  for (const [, value] of c.req.raw.headers) if (CONTROL.test(value)) return true;
  if (!c.req.header("cookie")) return false;
  return Object.values(getCookie(c)).some((value) => CONTROL.test(value));
}

/** A refusal: JSON on the API, a page that says why anywhere else. */
function refuse(c: Context, reason: string) {
  if (c.req.path === "/api" || c.req.path.startsWith("/api/"))
    return c.json({ error: reason }, 400);
  const text = escapeHtml(reason);
  return c.html(
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>${text}</title><p>${text}</p></html>`,
    400,
  );
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would end as a 500
 * deep inside a query: every request, pages as well as the API, is refused at the edge with a
 * 400 and its reason when its URL holds one (`%00`), or when a header or a cookie holds any
 * control character (a preview cookie ending in `%00` once reached a query signed out).
 */
export const refuseControlCharacters = createMiddleware(async (c, next) => {
  if (/%00/.test(c.req.url)) return refuse(c, messages.api.controlCharacter);
  if (controlInHeaders(c)) return refuse(c, messages.api.controlCharacterHeader);
  await next();
});

/**
 * A NUL in a JSON body, refused at the edge of every API route (better-auth's included) with a
 * 400 and its reason. Other control characters are each field's business (single-line fields
 * refuse them all).
 */
export const refuseNul = createMiddleware(async (c, next) => {
  if (/^application\/json/i.test(c.req.header("content-type") ?? "")) {
    // A clone, so the route (or better-auth) still reads the body itself.
    const text = await c.req.raw.clone().text();
    if (text.includes("\u0000")) return c.json({ error: messages.api.controlCharacter }, 400);
    if (text.includes("\\u0000")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // malformed JSON is the route's to refuse
      }
      if (holdsNul(parsed)) return c.json({ error: messages.api.controlCharacter }, 400);
    }
  }
  await next();
});
