import type { Auth } from "./auth";

/**
 * Whether `password` is the account's own, checked as better-auth checks it at sign-in: its
 * credential account's hash, verified by the hasher it was given (password.ts). An account
 * with no password (none today) never matches.
 */
export async function passwordMatches(
  auth: Auth,
  userId: string,
  password: string,
): Promise<boolean> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return context.password.verify({ hash: account.password, password });
}

/**
 * The Set-Cookie lines that end this browser's session, as better-auth's own sign-out writes
 * them (its cookie names, prefix and attributes); a session already deleted is no error.
 */
export async function endedSessionCookies(auth: Auth, headers: Headers): Promise<string[]> {
  const response = await auth.api.signOut({ headers, asResponse: true });
  return response.headers.getSetCookie();
}
