import { createMiddleware } from "hono/factory";
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
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would end
 * as a 500 deep inside a query. Refused once, here at the edge of every API route (better-auth's
 * included) with a 400 and its reason: in the path or query (`%00`), or in a JSON body. Other
 * control characters are each field's business (single-line fields refuse them all).
 */
export const refuseNul = createMiddleware(async (c, next) => {
  const refuse = () => c.json({ error: messages.api.controlCharacter }, 400);
  if (/%00/.test(c.req.url)) return refuse();
  if (/^application\/json/i.test(c.req.header("content-type") ?? "")) {
    // A clone, so the route (or better-auth) still reads the body itself.
    const text = await c.req.raw.clone().text();
    if (text.includes("\u0000")) return refuse();
    if (text.includes("\\u0000")) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined; // malformed JSON is the route's to refuse
      }
      if (holdsNul(parsed)) return refuse();
    }
  }
  await next();
});
