import { eq, sql } from "drizzle-orm";
import { users } from "#server/db/auth-schema";
import type { Queryable } from "#server/db/client";
import { OWNER_ROLE } from "./roles";

/** Whether an account uses `email`, in any case (addresses are compared lower-cased). */
export async function accountExists(db: Queryable, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return existing !== undefined;
}

/** Every gallery owner's address: ADMIN_EMAILS and accounts granted the role. */
export async function ownerAddresses(db: Queryable, adminEmails: string[]) {
  const granted = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, OWNER_ROLE));
  return [...new Set([...adminEmails, ...granted.map((row) => row.email.toLowerCase())])];
}
