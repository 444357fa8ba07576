// `npm run admin -- grant <email>` | `revoke <email>` | `list`: who holds the gallery-owner
// role. Uses the same configuration as `npm start` (DATA_DIR or DATABASE_URL), and is compiled
// with the server (dist/server/admin.js). With the embedded database, stop the server first:
// PGlite serves one process at a time.
import { eq, sql } from "drizzle-orm";
import { CUSTOMER_ROLE, OWNER_ROLE } from "#server/auth/roles";
import { ConfigError, parseConfig } from "#server/config";
import { users } from "#server/db/auth-schema";
import { openDatabase } from "#server/db/client";

const usage = "usage: npm run admin -- grant <email> | revoke <email> | list";

async function main(args: string[]): Promise<number> {
  const [command, rawEmail, ...extra] = args;
  const email = rawEmail?.trim().toLowerCase();
  if (
    !["grant", "revoke", "list"].includes(command) ||
    (command !== "list") !== Boolean(email) ||
    extra.length
  ) {
    console.error(usage);
    return 2;
  }
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    const { db } = database;
    if (command === "list") {
      const owners = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, OWNER_ROLE))
        .orderBy(users.email);
      const rows = new Map<string, string>();
      for (const { email: address } of owners) rows.set(address, "granted");
      for (const address of config.adminEmails) {
        rows.set(address, rows.has(address) ? "granted, ADMIN_EMAILS" : "ADMIN_EMAILS");
      }
      if (rows.size === 0)
        console.log("No owners yet. Grant the role with: npm run admin -- grant <email>");
      for (const [address, source] of rows) console.log(`${address}\t(${source})`);
      return 0;
    }

    const role = command === "grant" ? OWNER_ROLE : CUSTOMER_ROLE;
    const updated = await db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(sql`lower(${users.email}) = ${email}`)
      .returning({ email: users.email });
    if (updated.length === 0) {
      console.error(`No account uses ${email}. It can be granted once it has signed up.`);
      return 1;
    }
    console.log(
      command === "grant" ? `${email} is now an owner.` : `${email} is no longer an owner.`,
    );
    if (command === "revoke" && config.adminEmails.includes(email)) {
      console.log("It is still listed in ADMIN_EMAILS, which keeps the role: remove it there too.");
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      `atelier admin: ${error instanceof ConfigError ? error.message : (error as Error).message}`,
    );
    process.exit(1);
  },
);
