import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { profileInputSchema } from "../../shared/account-input";
import { type AuthEnv, requireUser } from "../auth/guards";
import { users } from "../auth/schema";
import type { Db } from "../db/client";
import { validate } from "../http/validate";

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
