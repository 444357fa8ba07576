import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "#server/config";
import { type Logger, log } from "#server/http/logger";

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Whether `send` waits on a mail server elsewhere (SMTP) rather than a local file. */
  remote: boolean;
  /** Where its lines go (the server's logger unless told otherwise). */
  logger?: Logger;
};

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * Real e-mail over SMTP_URL; without it, every message is written to the outbox as an
 * RFC 822 file `DATA_DIR/outbox/<ISO-time>-<recipient>.eml` and its links are printed on the
 * server log (DESIGN §3).
 */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">,
  logger: Logger = log,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      remote: true,
      logger,
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config.dataDir);
  return {
    remote: false,
    logger,
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(dir, { recursive: true });
      const recipient = mail.to.replace(/[^\w@.+-]/g, "_");
      const file = path.join(dir, `${new Date().toISOString()}-${recipient}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      // DESIGN §3: the outbox (no SMTP_URL, local use) shows its links on the log.
      logger.info(
        { to: mail.to, subject: mail.subject, file, links },
        `Mail to ${mail.to}: "${mail.subject}" saved as ${file}`,
      );
    },
  };
}

/**
 * Sends `mail` without making a reply wait on a remote mail server (issue 9: a sign-up takes as
 * long whether or not the address is registered). The outbox is written before returning, so
 * its file is there for whoever looks next; an SMTP failure is logged, not thrown.
 */
export async function sendSoon(mailer: Mailer, mail: Mail): Promise<void> {
  const sending = mailer.send(mail);
  if (!mailer.remote) return sending;
  sending.catch((error: Error) =>
    (mailer.logger ?? log).error(
      { err: error, to: mail.to, subject: mail.subject },
      `Could not send "${mail.subject}" to ${mail.to}`,
    ),
  );
}
