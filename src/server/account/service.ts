import { eq } from "drizzle-orm";
import { users } from "#server/db/auth-schema";
import type { Db } from "#server/db/client";

/** Profile "Save Changes" persists the full name. */
export async function updateProfileName(db: Db, userId: string, fullName: string) {
  await db.update(users).set({ name: fullName, updatedAt: new Date() }).where(eq(users.id, userId));
}
