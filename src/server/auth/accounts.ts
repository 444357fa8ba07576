import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "./schema";

/** Whether an account uses `email`, in any case (addresses are compared lower-cased). */
export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return existing !== undefined;
}
