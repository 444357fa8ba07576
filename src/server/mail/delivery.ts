import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { type Logger, log } from "#server/lib/logger";
import { afterFailure } from "#server/lib/retry";
import { createWorker } from "#server/lib/worker";
import { createMailer, type Mailer } from "./mailer";
import {
  claimNext,
  createMailOutbox,
  type MailOutbox,
  mailOf,
  type OutboxRow,
  settle,
} from "./outbox";
import { readSenderName } from "./sender";

/** How long a claim holds a mail: far longer than one SMTP conversation may take (mailer.ts). */
const LEASE_MS = 2 * 60_000;
/** How often each process looks for mail nobody is sending: others', and retries now due. */
const POLL_MS = 20_000;

export type DeliveryReport = { sent: number; retrying: number; failed: number };

export type MailDelivery = {
  /** One pass now (or right after the one under way): every due mail, claimed and sent. */
  deliverDue(): Promise<DeliveryReport>;
  /** Asks for a pass soon, once started: mail was just committed. */
  wake(): void;
  /** Passes at once (mail a crash left behind), then every POLL_MS and on every wake. */
  start(): void;
  /** Claims nothing more, and resolves once the pass under way has finished. */
  stop(): Promise<void>;
};

/**
 * Decision 013: the delivery worker of one process. It claims one due mail at a time for a
 * lease, in one short statement, sends it with no transaction open (the embedded database has
 * one session, which a transaction would hold from every request), and settles it under its
 * claim: sent, tried again after a back-off, or given up and logged.
 */
export function createMailDelivery(deps: {
  db: Db;
  mailer: Mailer;
  /** GALLERY_NAME: the sender's name while the shop has none of its own. */
  galleryName: string;
  clock: () => Date;
  logger: Logger;
}): MailDelivery {
  const { db, mailer, clock, logger } = deps;
  // Who holds a claim: this process, and which of its passes (a pass that outlived its lease
  // cannot settle a mail a later pass claimed again).
  const worker = `${hostname()}/${process.pid}/${randomBytes(4).toString("hex")}`;
  let passes = 0;

  async function deliver(row: OutboxRow, holder: string, report: DeliveryReport) {
    try {
      // The sender's name as the shop's settings say now, not when the mail was written.
      await mailer.send(mailOf(row), row.id, await readSenderName(db, deps.galleryName));
    } catch (error) {
      const reason = (error as Error).message;
      const now = clock();
      const outcome = afterFailure({ attempts: row.attempts, createdAt: row.createdAt, now });
      const fields = { mailId: row.id, to: row.recipient, subject: row.subject };
      if ("giveUp" in outcome) {
        if (await settle(db, row.id, holder, { status: "failed", error: reason })) {
          report.failed++;
          logger.error(
            { ...fields, attempts: row.attempts, err: error },
            `Gave up on mail to ${row.recipient}: "${row.subject}" after ${row.attempts} attempts`,
          );
        }
        return;
      }
      const retry = { status: "pending", error: reason, retryAt: outcome.retryAt } as const;
      if (await settle(db, row.id, holder, retry)) {
        report.retrying++;
        logger.warn(
          { ...fields, attempts: row.attempts, retryAt: outcome.retryAt.toISOString(), reason },
          `Could not send mail to ${row.recipient}; trying again at ${outcome.retryAt.toISOString()}`,
        );
      }
      return;
    }
    if (await settle(db, row.id, holder, { status: "sent", at: clock() })) {
      report.sent++;
    } else {
      // Its lease ran out mid-send and another pass has it: the receiver may get it twice,
      // under one Message-ID.
      logger.warn(
        { mailId: row.id, to: row.recipient },
        `Sent mail ${row.id} after its claim had passed on`,
      );
    }
  }

  async function pass(stopped: () => boolean): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    passes += 1;
    const holder = `${worker}#${passes}`;
    while (!stopped()) {
      const now = clock();
      const row = await claimNext(db, { holder, until: new Date(now.getTime() + LEASE_MS) }, now);
      if (!row) break;
      await deliver(row, holder, report);
    }
    return report;
  }

  const { runDue, ...running } = createWorker({
    pass,
    idle: () => ({ sent: 0, retrying: 0, failed: 0 }),
    pollMs: POLL_MS,
    logger,
    what: "Mail delivery",
  });
  return { deliverDue: runDue, ...running };
}

export type Mailroom = { outbox: MailOutbox; delivery: MailDelivery };

/**
 * A process's mailroom: the outbox its features write to, and the delivery that sends what is
 * written, woken by the outbox after each commit that enqueued mail.
 */
export function createMailroom(deps: {
  db: Db;
  config: Pick<Config, "smtpUrl" | "mailAddress" | "dataDir" | "galleryName">;
  clock?: () => Date;
  logger?: Logger;
}): Mailroom {
  const clock = deps.clock ?? (() => new Date());
  const logger = deps.logger ?? log;
  const delivery = createMailDelivery({
    db: deps.db,
    mailer: createMailer(deps.config, logger),
    galleryName: deps.config.galleryName,
    clock,
    logger,
  });
  const outbox = createMailOutbox({ clock, wake: delivery.wake });
  return { outbox, delivery };
}
