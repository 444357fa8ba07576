import { Hono } from "hono";
import { type AuthEnv, requireUser } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import { validate } from "#server/http/validate";
import { profileInputSchema } from "#shared/account-input";
import { updateProfileName } from "./service";

/** The signed-in shopper's own profile. */
export function accountRoutes(db: Db) {
  return new Hono<AuthEnv>().patch(
    "/profile",
    requireUser,
    validate("json", profileInputSchema),
    async (c) => {
      const { fullName } = c.req.valid("json");
      await updateProfileName(db, c.var.user.id, fullName);
      return c.json({ fullName });
    },
  );
}
