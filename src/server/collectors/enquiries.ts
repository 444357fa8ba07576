import { and, desc, eq, sql } from "drizzle-orm";
import { PUBLIC_AUDIENCE, visibleSql } from "#server/catalogue/visibility";
import type { Db } from "#server/db/client";
import { artworks, enquiries } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import { noticeAddresses } from "#server/shop/service";
import type { Enquiry, EnquiryKind } from "#shared/collectors";
import { enquiryMail, type Site } from "./mails";

export type EnquiryRequest = {
  kind: EnquiryKind;
  artworkId?: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
};

const toEnquiry = (row: typeof enquiries.$inferSelect, artworkSlug: string | null): Enquiry => ({
  id: row.id,
  kind: row.kind,
  artworkId: row.artworkId,
  artworkSlug,
  artworkTitle: row.artworkTitle,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
});

/** The most the admin lists at once: the newest. */
const LIST_LIMIT = 500;

export type Enquiries = ReturnType<typeof createEnquiries>;

/**
 * Questions and commission requests: stored as typed, and mailed to where the owner's notices
 * go in the same transaction (decision 013), with the asker as the mail's Reply-To.
 */
export function createEnquiries(deps: {
  db: Db;
  outbox: MailOutbox;
  site: Site;
  adminEmails: string[];
}) {
  const { db, outbox, site } = deps;
  return {
    /** Stores and mails an enquiry; undefined when it names a painting that does not exist. */
    async create(request: EnquiryRequest, now: Date): Promise<Enquiry | undefined> {
      return db.transaction(async (tx) => {
        let work: { title: string; slug: string } | undefined;
        if (request.artworkId) {
          [work] = await tx
            .select({ title: artworks.title, slug: artworks.slug })
            .from(artworks)
            .where(and(eq(artworks.id, request.artworkId), visibleSql(PUBLIC_AUDIENCE, now)));
          if (!work) return undefined;
        }
        const [row] = await tx
          .insert(enquiries)
          .values({
            kind: request.kind,
            artworkId: request.artworkId ?? null,
            artworkTitle: work?.title ?? null,
            name: request.name,
            email: request.email,
            message: request.message,
            userId: request.userId,
            createdAt: now,
          })
          .returning();
        const owners = await noticeAddresses(tx, deps.adminEmails);
        await outbox.enqueue(
          tx,
          owners.map((owner) =>
            enquiryMail(site, owner, { ...row, artworkSlug: work?.slug ?? null }),
          ),
        );
        return toEnquiry(row, work?.slug ?? null);
      });
    },

    /** Every enquiry, newest first. */
    async list(): Promise<Enquiry[]> {
      const rows = await db
        .select({ enquiry: enquiries, slug: artworks.slug })
        .from(enquiries)
        .leftJoin(artworks, eq(artworks.id, enquiries.artworkId))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => toEnquiry(row.enquiry, row.slug));
    },

    /** Marks an enquiry answered (once: a second time keeps the first time); undefined if none. */
    async markDone(id: string, now: Date): Promise<Enquiry | undefined> {
      const [row] = await db
        .update(enquiries)
        .set({ doneAt: sql`coalesce(${enquiries.doneAt}, ${now})` })
        .where(eq(enquiries.id, id))
        .returning();
      if (!row) return undefined;
      const [work] = row.artworkId
        ? await db
            .select({ slug: artworks.slug })
            .from(artworks)
            .where(eq(artworks.id, row.artworkId))
        : [];
      return toEnquiry(row, work?.slug ?? null);
    },
  };
}
