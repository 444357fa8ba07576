import type { Config } from "#server/config";

// The role an account holds, as better-auth's admin plugin keeps it in users.role (auth.ts),
// apart from auth.ts: what only reads or sets a role — `npm run admin`, the doctor's checks,
// the owner's setup — loads without better-auth, which costs a command a second of CPU.

export const OWNER_ROLE = "owner";
export const CUSTOMER_ROLE = "customer";

/** Owners are the addresses in ADMIN_EMAILS, and accounts granted the role. */
export function isOwner(
  user: { email: string; role?: string | null },
  config: Pick<Config, "adminEmails">,
) {
  return user.role === OWNER_ROLE || config.adminEmails.includes(user.email.toLowerCase());
}
