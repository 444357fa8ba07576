import Bowser from "bowser";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Context } from "hono";
import { getSignedCookie } from "hono/cookie";
import type { Auth } from "#server/auth/auth";
import { sessions } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";
import { messages } from "#shared/messages";

/** One session as the profile lists it: never its token, which is the session itself. */
export type AccountSession = {
  id: string;
  browser: string;
  system: string;
  /** When it was last used (ISO): better-auth touches a session's row when it renews it. */
  lastActive: string;
  /** The session this request came with. */
  current: boolean;
};

const text = messages.security;

/** "Chrome 131", "macOS", read from the stored user agent; what it does not say is "Unknown". */
export function describeUserAgent(userAgent: string | null | undefined) {
  const unknown = { browser: text.unknownBrowser, system: text.unknownSystem };
  if (!userAgent?.trim()) return unknown;
  const parser = Bowser.getParser(userAgent);
  const { name, version } = parser.getBrowser();
  const major = version?.split(".")[0];
  return {
    browser: name ? (major ? `${name} ${major}` : name) : unknown.browser,
    system: parser.getOSName() || unknown.system,
  };
}

/**
 * The signed-in account's sessions: listed, and ended one by one or all but this one. Every
 * query names the account, so no session of another account is read or touched.
 */
export function createAccountSessions(deps: { db: Db; auth: Auth; clock: () => Date }) {
  const { db, auth, clock } = deps;

  /**
   * The token of the session this request came with, from its signed cookie (as better-auth
   * reads it: its cookie name and secret), or undefined.
   */
  async function currentToken(c: Context): Promise<string | undefined> {
    const context = await auth.$context;
    const token = await getSignedCookie(c, context.secret, context.authCookies.sessionToken.name);
    return typeof token === "string" ? token : undefined;
  }

  return {
    currentToken,

    /** The account's unexpired sessions, the most recently active first. */
    async list(userId: string, current: string | undefined): Promise<AccountSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          token: sessions.token,
          userAgent: sessions.userAgent,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock())))
        .orderBy(desc(sessions.updatedAt), desc(sessions.id));
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        lastActive: row.updatedAt.toISOString(),
        current: current !== undefined && row.token === current,
      }));
    },

    /** Ends every session of the account but `current`; returns how many ended. */
    async endOthers(userId: string, current: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.token, current)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Ends one session of the account; false when the account has none by that id. */
    async end(userId: string, id: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
  };
}

export type AccountSessions = ReturnType<typeof createAccountSessions>;
