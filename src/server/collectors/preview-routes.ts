import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { z } from "zod";
import type { AuthEnv } from "#server/auth/guards";
import { OWNER_AUDIENCE } from "#server/catalogue/visibility";
import { validate } from "#server/http/validate";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { previewTokenSchema } from "#shared/release";
import { type EarlyAccess, PREVIEW_COOKIE } from "./early-access";

/** What `/preview` shows: the coming works, and when the soonest of them goes on sale. */
export type Preview = { works: Artwork[]; releaseAt: string | null };

const query = z.object({ token: previewTokenSchema.optional() });

/**
 * `GET /api/preview[?token=…]`: the coming works the asker's early look opens — by the
 * preview link's token (then kept in a cookie until the release, so favouriting and buying
 * keep it), or by being signed in with a confirmed follower's address (owners see every
 * coming work). Anyone else is told the link is not valid, and learns nothing of the works.
 */
export function previewRoutes(deps: {
  earlyAccess: EarlyAccess;
  clock: () => Date;
  config: { publicUrl: string };
}) {
  const { earlyAccess } = deps;
  return new Hono<AuthEnv>().get("/", validate("query", query), async (c) => {
    c.header("Cache-Control", "private, no-store");
    const now = deps.clock();
    const { token } = c.req.valid("query");
    const audience = token
      ? await earlyAccess.audienceOf({ user: c.var.user, previewToken: token }, now)
      : await earlyAccess.audienceFor(c)(now);
    if (audience.kind === "public") {
      return c.json({ error: messages.drops.previewInvalid }, 404);
    }
    if (token && audience.kind === "early") {
      const release = await earlyAccess.tokenRelease(token, now);
      if (release) {
        setCookie(c, PREVIEW_COOKIE, token, {
          httpOnly: true,
          sameSite: "Lax",
          secure: deps.config.publicUrl.startsWith("https:"),
          path: "/",
          expires: release,
        });
      }
    }
    const works = await earlyAccess.comingWorks(
      audience.kind === "owner" ? OWNER_AUDIENCE : audience,
      now,
    );
    return c.json({ works, releaseAt: works[0]?.releaseAt ?? null } satisfies Preview);
  });
}
