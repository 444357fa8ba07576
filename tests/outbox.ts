import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { outboxDir } from "#server/mail/mailer";

// The file outbox (DATA_DIR/outbox, used when no SMTP_URL is set) as the tests read it: the
// API tests (Vitest) and the journeys (Playwright) alike, so this module imports no test runner.

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

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export type OutboxMail = { file: string; from: Sender; subject: string; body: string };

/** A header's RFC 2047 encoded words ("=?UTF-8?Q?…?=", "=?UTF-8?B?…?="), as the text they hold. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?") // the space between two encoded words is not text
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, coding: string, text: string) =>
      coding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The first header called `name` in `raw`, its folded lines joined ("" when it has none). */
function headerIn(raw: string, name: string): string {
  const value = raw.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)$`, "m"))?.[1];
  return (value ?? "").replace(/\r?\n[ \t]/g, " ");
}

export type Sender = { name: string; address: string };

/** Who a mail is from, as a mail program reads its From: parsed, then the name decoded. */
function senderIn(raw: string): Sender {
  const [first] = addressparser(headerIn(raw, "From"), { flatten: true });
  return { name: decodeHeader(first?.name ?? ""), address: first?.address ?? "" };
}

/**
 * Every outbox mail to `email`, oldest first: its sender, its subject and its decoded body (all
 * parts).
 */
export async function mailsTo(dataDir: string, email: string): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(`-${email}.eml`))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), "utf8");
    mails.push({
      file,
      from: senderIn(raw),
      subject: decodeHeader(headerIn(raw, "Subject")),
      body: decodeQuotedPrintable(raw),
    });
  }
  return mails;
}
