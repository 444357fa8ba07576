import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { ownerAddresses } from "#server/auth/accounts";
import type { Db } from "#server/db/client";
import { incidents } from "#server/db/schema";
import { escapeHtml } from "#server/lib/html";
import type { Logger } from "#server/lib/logger";
import type { Mail } from "#server/mail/mailer";
import type { MailOutbox } from "#server/mail/outbox";
import { mailTexts } from "#shared/mail-texts";
import { routes } from "#shared/routes";

/** What can go wrong that the owners must hear of (docs/operations.md#alerts). */
export const INCIDENT_KINDS = [
  "backup-failed",
  "mail-failing",
  "webhook-signatures",
  "disk-low",
  "sweep-silent",
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** An open incident, as the admin's banner shows it. */
export type Incident = { kind: IncidentKind; since: string; detail: string };

/**
 * Mail failing is said in the banner and on the log only: an alert about mail that cannot be
 * sent would wait in the same outbox.
 */
const BANNER_ONLY = new Set<IncidentKind>(["mail-failing"]);

/**
 * Incidents, one row per kind (db/operations-schema.ts). `raise` opens one, and of several
 * processes that see the same failure only the one whose update opens it logs an `error` line
 * and writes the owners' alert, in the same transaction. Raising an open incident again changes
 * nothing but its detail; `clear` closes it, so the next failure is a new incident, said anew.
 */
export function createIncidents(deps: {
  db: Db;
  outbox: MailOutbox;
  logger: Logger;
  clock: () => Date;
  site: { gallery: string; publicUrl: string; adminEmails: string[] };
}) {
  const { db, logger } = deps;
  const alertMail = (to: string, detail: string): Mail => {
    const words = mailTexts.operations.alert;
    const admin = `${deps.site.publicUrl}${routes.admin.path}`;
    return {
      to,
      subject: words.subject(deps.site.gallery),
      text: [words.intro, "", detail, "", words.once, "", `${words.admin}: ${admin}`].join("\n"),
      html: [
        `<p>${escapeHtml(words.intro)}</p>`,
        `<p><strong>${escapeHtml(detail)}</strong></p>`,
        `<p>${escapeHtml(words.once)}</p>`,
        `<p><a href="${escapeHtml(admin)}">${escapeHtml(words.admin)}</a></p>`,
      ].join(""),
    };
  };

  return {
    /** Opens an incident of `kind`; true when this call opened it (and told the owners). */
    async raise(kind: IncidentKind, detail: string): Promise<boolean> {
      const now = deps.clock();
      const opened = await deps.outbox.afterwards(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(incidents)
            .values({ kind, openedAt: now, detail })
            .onConflictDoUpdate({
              target: incidents.kind,
              set: { openedAt: now, closedAt: null, detail },
              setWhere: isNotNull(incidents.closedAt),
            })
            .returning({ kind: incidents.kind });
          if (!row) {
            // Open already: its detail follows the latest failure, nobody is told again.
            await tx
              .update(incidents)
              .set({ detail })
              .where(and(eq(incidents.kind, kind), isNull(incidents.closedAt)));
            return false;
          }
          if (!BANNER_ONLY.has(kind)) {
            const owners = await ownerAddresses(tx, deps.site.adminEmails);
            await deps.outbox.enqueue(
              tx,
              owners.map((owner) => alertMail(owner, detail)),
            );
          }
          return true;
        }),
      );
      if (opened) logger.error({ incident: kind }, detail);
      return opened;
    },

    /** Closes the incident of `kind`, if one is open; true when this call closed it. */
    async clear(kind: IncidentKind): Promise<boolean> {
      const closed = await db
        .update(incidents)
        .set({ closedAt: deps.clock() })
        .where(and(eq(incidents.kind, kind), isNull(incidents.closedAt)))
        .returning({ kind: incidents.kind });
      if (closed.length) logger.info({ incident: kind }, `Recovered: ${kind}`);
      return closed.length > 0;
    },

    /** The incidents open now, oldest first: the admin's banner. */
    async open(): Promise<Incident[]> {
      const rows = await db
        .select()
        .from(incidents)
        .where(isNull(incidents.closedAt))
        .orderBy(asc(incidents.openedAt));
      return rows.map((row) => ({
        kind: row.kind as IncidentKind,
        since: row.openedAt.toISOString(),
        detail: row.detail,
      }));
    },
  };
}

export type Incidents = ReturnType<typeof createIncidents>;
