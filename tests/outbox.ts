import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { outboxDir } from "#server/mail/mailer";

// The file outbox (DESIGN §3) as the tests read it: the API tests (Vitest) and the journeys
// (Playwright) alike, so this module imports no test runner.

/** The verification link in one outbox mail, if it has one. */
function verificationLinkIn(mail: string): string | undefined {
  // Quoted-printable may fold long lines with "=\n"; unfold before reading the link.
  const unfolded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return unfolded.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
}

/** The verification links in every outbox mail under `dataDir` to `email`, oldest first. */
export async function verificationLinks(dataDir: string, email: string): Promise<string[]> {
  const dir = outboxDir(dataDir);
  // Files are named `<ISO-time>-<recipient>.eml`, so their names sort oldest first.
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(`-${email}.eml`))
    .sort();
  const links: string[] = [];
  for (const file of files) {
    const link = verificationLinkIn(await readFile(path.join(dir, file), "utf8"));
    if (link) links.push(link);
  }
  return links;
}

/**
 * The verification link in the newest mail to `email`, waiting up to `timeoutMs` for it: a
 * server in another process may not have written it yet when its sign-up answers.
 */
export async function newestVerificationLink(
  dataDir: string,
  email: string,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await verificationLinks(dataDir, email)).at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(`no verification mail for ${email} in ${outboxDir(dataDir)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
