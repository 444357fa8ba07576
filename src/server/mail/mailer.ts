import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "#server/config";

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Whether `send` waits on a mail server elsewhere (SMTP) rather than a local file. */
  remote: boolean;
};

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * Real e-mail over SMTP_URL; without it, every message is written to the outbox as an
 * RFC 822 file `DATA_DIR/outbox/<ISO-time>-<recipient>.eml` and its links are printed on the
 * server log (DESIGN §3).
 */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      remote: true,
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const dir = outboxDir(config.dataDir);
  return {
    remote: false,
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(dir, { recursive: true });
      const recipient = mail.to.replace(/[^\w@.+-]/g, "_");
      const file = path.join(dir, `${new Date().toISOString()}-${recipient}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`Mail to ${mail.to}: "${mail.subject}" saved as ${file}`);
      for (const link of links) console.log(`  link: ${link}`);
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
    console.error(`Could not send "${mail.subject}" to ${mail.to}: ${error.message}`),
  );
}
