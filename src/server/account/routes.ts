import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type AuthEnv, requireUser } from "#server/auth/guards";
import { users } from "#server/auth/schema";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { profileInputSchema } from "#shared/account-input";

/** The signed-in shopper's own profile (spec §2 Profile; DESIGN §5: Save persists the name). */
export function accountRoutes(db: Db) {
  return new Hono<AuthEnv>().patch(
    "/profile",
    requireUser,
    validate("json", profileInputSchema),
    async (c) => {
      const { fullName } = c.req.valid("json");
      await db
        .update(users)
        .set({ name: fullName, updatedAt: new Date() })
        .where(eq(users.id, c.var.user.id));
      return c.json({ fullName });
    },
  );
}
