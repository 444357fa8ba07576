import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "#server/config";
import { type Logger, log } from "#server/lib/logger";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, by name (List-Unsubscribe, …). */
  headers?: Record<string, string>;
};

export type Mailer = {
  /**
   * Sends `mail` from `senderName` at the shop's address, under a Message-ID made from `id`,
   * its outbox row's id (mail/outbox.ts).
   */
  send(mail: Mail, id: string, senderName: string): Promise<void>;
};

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * The same Message-ID at every attempt at one mail, at the domain of its sender: a receiver
 * can tell the one copy a crash after its server accepted the mail may cause (decision 013).
 */
export function messageIdFor(id: string, address: string): string {
  const domain = address.match(/@([^@]+)$/)?.[1] ?? "atelier.invalid";
  return `<${id}@${domain}>`;
}

/**
 * How long one SMTP conversation may stall, each well under the delivery worker's lease on the
 * mail (mail/delivery.ts): connecting and the greeting together, then each reply.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  dnsTimeout: 10_000,
  socketTimeout: 15_000,
};

/**
 * Writes `content` to `fileAt(now)`, or, when a file of that name is there already (two mails
 * to one address within a millisecond), to the next millisecond's name: names stay in the
 * order the mails were written. Returns the file's path.
 */
async function writeNewFile(fileAt: (time: number) => string, content: Buffer) {
  for (let time = Date.now(); ; time++) {
    const file = fileAt(time);
    try {
      await writeFile(file, content, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/**
 * Real e-mail over SMTP_URL; without it, every message is written to the file outbox as an
 * RFC 822 file `DATA_DIR/outbox/<ISO-time>-<recipient>.eml` and its links are printed on the
 * server log, which is how a local account is confirmed (docs/operations.md: accounts and e-mail).
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailAddress" | "dataDir">,
  logger: Logger = log,
): Mailer {
  const message = (mail: Mail, id: string, senderName: string) => ({
    // As an address object, nodemailer quotes or encodes the name as the header needs.
    from: { name: senderName, address: config.mailAddress },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    messageId: messageIdFor(id, config.mailAddress),
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail, id, senderName) {
        await transport.sendMail(message(mail, id, senderName));
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config.dataDir);
  return {
    async send(mail, id, senderName) {
      const info = await transport.sendMail(message(mail, id, senderName));
      await mkdir(dir, { recursive: true });
      const recipient = mail.to.replace(/[^\w@.+-]/g, "_");
      const file = await writeNewFile(
        (time) => path.join(dir, `${new Date(time).toISOString()}-${recipient}.eml`),
        info.message as Buffer,
      );
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info(
        { to: mail.to, subject: mail.subject, file, links },
        `Mail to ${mail.to}: "${mail.subject}" saved as ${file}`,
      );
    },
  };
}
