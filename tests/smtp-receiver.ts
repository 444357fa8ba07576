import { SMTPServer } from "smtp-server";
import { freePort, sleep } from "./server-process";

// A real SMTP server for the mail tests (decision 013): what nodemailer talks to is a server
// speaking SMTP over TCP, never a mock of the mailer.

export type ReceivedMail = {
  messageId: string;
  recipients: string[];
  subject: string;
  /** The message as it arrived: headers and body. */
  raw: string;
};

export type SmtpReceiver = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message accepted so far, in the order they arrived. */
  received: ReceivedMail[];
  /** Accepts connections on the port (until then, connecting to it is refused). */
  start: () => Promise<void>;
  /** Closes the port again: connections are refused. */
  stop: () => Promise<void>;
  /** How many times each Message-ID arrived. */
  countsByMessageId: () => Map<string, number>;
  /** Resolves once `count` messages have arrived, or fails after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
};

/** A header's value in `raw`, folded lines joined. */
function header(raw: string, name: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  return head.match(new RegExp(`^${name}:[ \\t]*(.*)$`, "im"))?.[1].trim() ?? "";
}

/**
 * An SMTP server on 127.0.0.1 and a port of its own, not yet listening. Without STARTTLS, as
 * a local relay: without AUTH too, unless `auth` names the one user it accepts (`url` then
 * carries them); `delayMs` holds each message that long before accepting it.
 */
export async function createSmtpReceiver(
  options: { delayMs?: number; auth?: { user: string; pass: string } } = {},
): Promise<SmtpReceiver> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const { auth } = options;
  const user = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : "";
  return {
    url: `smtp://${user}127.0.0.1:${port}`,
    received,
    async start() {
      if (server) return;
      const listening = new SMTPServer({
        disabledCommands: auth ? ["STARTTLS"] : ["AUTH", "STARTTLS"],
        authOptional: !auth,
        // The password crosses a plain connection: a test's loopback, nothing more.
        allowInsecureAuth: true,
        onAuth(login, _session, callback) {
          if (auth && login.username === auth.user && login.password === auth.pass) {
            callback(null, { user: login.username });
          } else callback(new Error("Invalid user name or password"));
        },
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", async () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            if (options.delayMs) await sleep(options.delayMs);
            received.push({
              messageId: header(raw, "Message-ID"),
              recipients: session.envelope.rcptTo.map((to) => to.address),
              subject: header(raw, "Subject"),
              raw,
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        listening.on("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
      server = listening;
    },
    async stop() {
      const closing = server;
      server = undefined;
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of received)
        counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        }
        await sleep(100);
      }
    },
  };
}
