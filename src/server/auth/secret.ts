import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { appSettings } from "#server/db/schema";

const KEY = "auth_secret";

/**
 * The secret better-auth signs with: made once, at random, and kept in the database so
 * every process and every restart uses the same one (all state is in the database).
 * Two processes starting together agree: the first insert wins, both read it back.
 */
export async function loadAuthSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row.value;
}
