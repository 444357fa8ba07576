import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { users } from "#server/auth/schema";
import type { Db } from "#server/db/client";
import { outboxDir } from "#server/mail/mailer";
import type { createTestApp } from "./database";

type App = ReturnType<typeof createTestApp>;

/** The origin the test config trusts by default (PUBLIC_URL unset, PORT 3000). */
export const SITE = "http://localhost:3000";

/** The cookies a response sets, as a Cookie header ("name=value; name=value"). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** A JSON request from the site's own pages (Origin set), optionally with a session cookie. */
export function send(
  app: App,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(url, {
    method,
    headers: { origin: SITE, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The verification links in every outbox mail sent to `email`, oldest first. */
export async function verificationLinks(dataDir: string, email: string): Promise<string[]> {
  const dir = outboxDir(dataDir);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes(email));
  const links: string[] = [];
  for (const file of files.sort()) {
    const mail = await readFile(path.join(dir, file), "utf8");
    // Quoted-printable may fold long lines with "=\n"; unfold before reading the link.
    const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = unfolded.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/** Signs up through the API, follows the e-mail link, and returns the session cookie. */
export async function signUpAndVerify(
  app: App,
  dataDir: string,
  account: { email: string; password: string; name?: string },
): Promise<string> {
  const signUp = await send(app, "POST", "/api/auth/sign-up/email", {
    name: "",
    callbackURL: "/",
    ...account,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const [link] = await verificationLinks(dataDir, account.email);
  const url = new URL(link);
  const verified = await app.request(url.pathname + url.search);
  const cookie = cookiesFrom(verified);
  if (!cookie) throw new Error(`verification set no cookie (${verified.status})`);
  return cookie;
}

/** Makes an existing account an owner directly in the database, as `npm run admin` does. */
export async function grantOwner(db: Db, email: string) {
  await db.update(users).set({ role: "owner" }).where(eq(users.email, email));
}
