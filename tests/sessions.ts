import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { testUtils } from "better-auth/plugins";
import type { Config } from "#server/config";
import { accounts, sessions, users, verifications } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";

// No test runner is imported here: the API fixture and the benchmark scripts both use it.

/** Signs test sessions; production keeps a random one in the database (auth/secret.ts). */
export const TEST_AUTH_SECRET = "atelier-test-secret-0123456789abcdef";

/**
 * Session cookies made the way better-auth makes them, by its own test-utils plugin on a
 * test-only instance over the same tables and secret, so the app accepts them as its own.
 * Its base URL is the app's, so the cookie has the app's name (`__Secure-` under https).
 */
export function testSessions(db: Db, config: Config) {
  const auth = betterAuth({
    baseURL: config.publicUrl,
    secret: TEST_AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    plugins: [testUtils()],
  });
  return {
    async cookieFor(userId: string): Promise<string> {
      const context = await auth.$context;
      const headers = await context.test.getAuthHeaders({ userId });
      const cookie = headers.get("cookie");
      if (!cookie) throw new Error("test-utils made no session cookie");
      return cookie;
    },
  };
}

/**
 * Counts the app's session look-ups (`auth.api.getSession`) from now on, for a test that proves
 * an answer came without one; `stop` puts the real look-up back.
 */
export function countSessionLookups(api: { getSession: (...args: never[]) => unknown }) {
  const lookUp = api.getSession;
  let count = 0;
  api.getSession = (...args) => {
    count++;
    return lookUp(...args);
  };
  return {
    count: () => count,
    stop: () => {
      api.getSession = lookUp;
    },
  };
}
