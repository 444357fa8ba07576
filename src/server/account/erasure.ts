import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Auth } from "#server/auth/auth";
import { passwordMatches } from "#server/auth/credentials";
import { isOwner, OWNER_ROLE } from "#server/auth/roles";
import type { Config } from "#server/config";
import type { Db, Queryable } from "#server/db/client";
import { alerts, enquiries, followers, reviews, users, verifications } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/outbox";
import type { AccountHolder } from "./data";
import { accountDeletedMail } from "./mails";
import type { ProfilePhotos } from "./photo";

/** What became of a request to delete an account. */
export type ErasureResult =
  | { ok: true }
  | { ok: false; reason: "wrong-password" | "last-owner" | "gone" };

// Any fixed number; it names the lock under which an owner's account is deleted, so two last
// owners deleting theirs at once cannot both see the other one left.
const OWNER_ERASURE_LOCK = 7_310_452;

/**
 * Whether an account other than `userId` holds the owner role (granted, or by ADMIN_EMAILS),
 * read under the owners' lock.
 */
async function anotherOwner(tx: Queryable, userId: string, adminEmails: string[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_ERASURE_LOCK})`);
  const byConfig =
    adminEmails.length > 0 ? inArray(sql`lower(${users.email})`, adminEmails) : undefined;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), or(eq(users.role, OWNER_ROLE), byConfig)))
    .limit(1);
  return other !== undefined;
}

/**
 * Deleting an account (docs/product.md#your-data): the password asked again, then in one
 * transaction the account with its sessions, favourites and cart (their foreign keys
 * cascade), its following and alerts (by account or address), its reviews not published,
 * and a confirmation mail to its address (decision 013). What the shop keeps loses the link:
 * orders (the legal record, six years), published reviews and enquiries (the owner's
 * correspondence) — their foreign keys set it null. The profile photo's files go after it. The shop's last owner is never deleted.
 */
export function createAccountErasure(deps: {
  db: Db;
  auth: Auth;
  outbox: MailOutbox;
  config: Pick<Config, "adminEmails" | "galleryName">;
  /** The account's photo is removed from the image store once the account is gone. */
  photos: Pick<ProfilePhotos, "removeFiles">;
}) {
  const { db, config } = deps;
  return {
    async erase(holder: AccountHolder, password: string): Promise<ErasureResult> {
      if (!(await passwordMatches(deps.auth, holder.id, password))) {
        return { ok: false, reason: "wrong-password" };
      }
      let photo: string | null = null;
      const result = await db.transaction(async (tx): Promise<ErasureResult> => {
        const [user] = await tx
          .select({ id: users.id, email: users.email, role: users.role, image: users.image })
          .from(users)
          .where(eq(users.id, holder.id))
          .for("update");
        if (!user) return { ok: false, reason: "gone" };
        if (isOwner(user, config) && !(await anotherOwner(tx, user.id, config.adminEmails))) {
          return { ok: false, reason: "last-owner" };
        }
        const email = user.email.toLowerCase();
        await tx
          .delete(reviews)
          .where(and(eq(reviews.userId, user.id), ne(reviews.status, "published")));
        await tx
          .delete(followers)
          .where(or(eq(followers.email, email), eq(followers.userId, user.id)));
        await tx.delete(alerts).where(or(eq(alerts.email, email), eq(alerts.userId, user.id)));
        // Said here as well as by the foreign key: enquiries stay, without the account.
        await tx.update(enquiries).set({ userId: null }).where(eq(enquiries.userId, user.id));
        // Any link better-auth keeps for the account (a password reset's, which names it).
        await tx
          .delete(verifications)
          .where(or(eq(verifications.identifier, email), eq(verifications.value, user.id)));
        // Sessions, the password, passkeys, favourites and the cart cascade; orders and published
        // reviews are kept with the link set null.
        await tx.delete(users).where(eq(users.id, user.id));
        await deps.outbox.enqueue(tx, accountDeletedMail(config.galleryName, user.email));
        photo = user.image;
        return { ok: true };
      });
      // Once nothing names it: a store that fails leaves the files behind (logged), while the
      // account is gone all the same.
      if (result.ok) await deps.photos.removeFiles(photo);
      return result;
    },
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
