import { randomUUID } from "node:crypto";
import { hashPassword } from "#server/auth/password";
import { accounts, users } from "#server/db/auth-schema";
import { cookiesFrom, SITE, type TestApp } from "./api";

// The profile's security (passwords, sessions) as the API tests reach it: accounts with a
// password and no session yet, signed in from a named browser.

/** A real Chrome on a Mac, and a real Firefox on Windows. */
export const CHROME_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const FIREFOX_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A verified account with a password, and no session yet: written directly. */
export async function accountWithPassword(
  t: TestApp,
  options: { email?: string; name?: string; password: string },
) {
  const id = randomUUID();
  const email = options.email ?? `shopper-${id}@example.com`;
  await t.db
    .insert(users)
    .values({ id, email, name: options.name ?? "Ada Collector", emailVerified: true });
  await t.db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(options.password),
  });
  return { id, email };
}

/** Signs in through the API from a browser (its user agent) at an address; the cookie, or throws. */
export async function signInWith(
  t: TestApp,
  input: { email: string; password: string; userAgent: string; ip?: string },
) {
  const response = await signInAttempt(t, input);
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
  return cookiesFrom(response);
}

export function signInAttempt(
  t: TestApp,
  input: { email: string; password: string; userAgent?: string; ip?: string },
) {
  return t.app.request(
    "/api/auth/sign-in/email",
    {
      method: "POST",
      headers: {
        origin: SITE,
        "content-type": "application/json",
        "user-agent": input.userAgent ?? CHROME_ON_MAC,
      },
      body: JSON.stringify({ email: input.email, password: input.password }),
    },
    { incoming: { socket: { remoteAddress: input.ip ?? "192.0.2.10" } } },
  );
}
