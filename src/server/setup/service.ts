import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { accountExists } from "#server/auth/accounts";
import { hashPassword } from "#server/auth/password";
import { OWNER_ROLE } from "#server/auth/roles";
import { removeDemoCollection } from "#server/catalogue/demo-removal";
import { removeDemoImages } from "#server/catalogue/seed";
import { accounts, users } from "#server/db/auth-schema";
import type { Db, Queryable } from "#server/db/client";
import { appSettings, catalogueVersion, shopSettings } from "#server/db/schema";
import type { ImageStore } from "#server/images/image-store";
import type { Logger } from "#server/lib/logger";
import { isUniqueViolation } from "#server/orders/service";
import { routes } from "#shared/routes";
import type { SetupInput } from "#shared/setup";

// The first run (docs/operations.md: the first run): while the shop has no owner, each start
// makes a one-time setup link; the database keeps only its token's SHA-256 hash, in the shop's
// row. The link's page creates the owner, and with it the setup is over.

/** Names the lock that makes processes starting together issue one link between them. */
const SETUP_LOCK = 4_163_374;
/** The app_settings row saying when the current link was made, and by which process. */
const ISSUED_KEY = "setup_link_issued";
/**
 * Processes on one PostgreSQL database that start within this of the link's making share it:
 * the first prints it, the others say who did. A later start makes a new one.
 */
const TOGETHER_SECONDS = 30;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether the shop has an owner: an account granted the role, or one ADMIN_EMAILS lists. */
export async function hasOwner(db: Queryable, adminEmails: string[]): Promise<boolean> {
  const owner = eq(users.role, OWNER_ROLE);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(adminEmails.length ? or(owner, inArray(sql`lower(${users.email})`, adminEmails)) : owner)
    .limit(1);
  return row !== undefined;
}

/** What a start made of the first run. */
export type SetupLink =
  /** The shop has an owner: no link (and any earlier one is gone). */
  | { kind: "owned" }
  /** A new link, the one valid from now on. */
  | { kind: "issued"; url: string }
  /** Another process, started moments ago, made the link and printed it. */
  | { kind: "elsewhere"; by: string; at: string };

/**
 * At start: while the shop has no owner, a new one-time token (32 random bytes, base64url),
 * its hash stored in place of any earlier one's; once it has one, the hash is cleared. With
 * `shared` (several processes may share the database: PostgreSQL), a process starting within
 * TOGETHER_SECONDS of the link's making leaves it be, so one link is printed, not one each.
 */
export async function issueSetupLink(deps: {
  db: Db;
  adminEmails: string[];
  publicUrl: string;
  shared: boolean;
  /** Who this process is, in the others' words ("process 4242 on web-1"). */
  processName?: string;
}): Promise<SetupLink> {
  const by = deps.processName ?? `process ${process.pid} on ${hostname()}`;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasOwner(tx, deps.adminEmails)) {
      await tx
        .update(shopSettings)
        .set({ setupTokenHash: null })
        .where(and(eq(shopSettings.id, 1), isNotNull(shopSettings.setupTokenHash)));
      await tx.delete(appSettings).where(eq(appSettings.key, ISSUED_KEY));
      return { kind: "owned" } as const;
    }
    if (deps.shared) {
      const [recent] = await tx
        .select({
          by: sql<string>`${appSettings.value}::json->>'by'`,
          at: sql<string>`${appSettings.value}::json->>'at'`,
        })
        .from(appSettings)
        .where(
          and(
            eq(appSettings.key, ISSUED_KEY),
            sql`(${appSettings.value}::json->>'at')::timestamptz > now() - make_interval(secs => ${TOGETHER_SECONDS})`,
          ),
        );
      const [row] = await tx
        .select({ hash: shopSettings.setupTokenHash })
        .from(shopSettings)
        .where(eq(shopSettings.id, 1));
      if (recent && row?.hash) return { kind: "elsewhere", by: recent.by, at: recent.at } as const;
    }
    const token = randomBytes(32).toString("base64url");
    await tx
      .update(shopSettings)
      .set({ setupTokenHash: hashOf(token) })
      .where(eq(shopSettings.id, 1));
    const issued = sql`json_build_object('at', now(), 'by', ${by}::text)::text`;
    await tx
      .insert(appSettings)
      .values({ key: ISSUED_KEY, value: issued })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: issued } });
    const url = new URL(routes.setup.path, deps.publicUrl);
    url.searchParams.set("token", token);
    return { kind: "issued", url: url.href } as const;
  });
}

/** The start-up log's line for `link` (none once the shop has an owner). */
export function logSetupLink(logger: Logger, link: SetupLink) {
  if (link.kind === "issued") {
    logger.info(
      `The shop has no owner yet: open ${link.url} to create the owner's account (a one-time link, valid until the next start).`,
    );
  } else if (link.kind === "elsewhere") {
    logger.info(
      { issuedBy: link.by, issuedAt: link.at },
      `The shop has no owner yet: its one-time setup link was printed by ${link.by}.`,
    );
  }
}

/** Whether `token` is the current setup token's: compared by hash, in constant time. */
async function tokenMatches(db: Queryable, token: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: shopSettings.setupTokenHash })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  if (!row?.hash) return false;
  const given = Buffer.from(hashOf(token));
  const stored = Buffer.from(row.hash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Whether the setup page is open to `token`: it is the current one, and there is no owner. */
export async function setupOpen(db: Db, adminEmails: string[], token: string): Promise<boolean> {
  return (await tokenMatches(db, token)) && !(await hasOwner(db, adminEmails));
}

/** How a setup went. */
export type SetupResult =
  | { kind: "done"; owner: { id: string; email: string; name: string }; demoRemoved: number }
  /** Not the current token (a wrong one, or one used already). */
  | { kind: "unknown-token" }
  /** The shop has an owner already (granted meanwhile): the setup is over, its token gone. */
  | { kind: "owned" }
  /** An account uses the owner's address already: nothing changed, the token stays. */
  | { kind: "email-taken" };

/** Thrown inside the setup's transaction to undo it: the address is someone's account. */
class EmailTaken extends Error {}

/**
 * The setup, in one transaction: the token claimed by a conditional update (of two setups
 * with one token, the second finds it gone), the owner's account made — verified, with the
 * owner role and the password hashed as sign-up's are — the gallery's name and business
 * details saved and, if asked, the demo collection removed (its images once committed).
 * An address already registered undoes it all, the token included.
 */
export async function completeSetup(
  deps: { db: Db; adminEmails: string[]; images: ImageStore; logger: Logger },
  input: SetupInput,
  now: Date,
): Promise<SetupResult> {
  const { db } = deps;
  // Before the password's costly hash: a wrong token costs nobody anything.
  if (!(await tokenMatches(db, input.token))) return { kind: "unknown-token" };
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  let result: SetupResult & { unusedImages?: string[] };
  try {
    result = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(shopSettings)
        .set({ setupTokenHash: null })
        .where(and(eq(shopSettings.id, 1), eq(shopSettings.setupTokenHash, hashOf(input.token))))
        .returning({ id: shopSettings.id });
      if (claimed.length === 0) return { kind: "unknown-token" } as const;
      await tx.delete(appSettings).where(eq(appSettings.key, ISSUED_KEY));
      if (await hasOwner(tx, deps.adminEmails)) return { kind: "owned" } as const;
      if (await accountExists(tx, email)) throw new EmailTaken();

      const id = randomUUID();
      await tx.insert(users).values({
        id,
        name: input.name,
        email,
        emailVerified: true,
        role: OWNER_ROLE,
        createdAt: now,
        updatedAt: now,
      });
      // The credential account better-auth signs in with (its own shape: accountId is the user's).
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(shopSettings)
        .set({
          galleryName: input.galleryName,
          businessName: input.businessName,
          address: input.address,
          email: input.contactEmail,
          updatedAt: now,
        })
        .where(eq(shopSettings.id, 1));
      // Pages rendered with the old name are cached per catalogue version (decision 010).
      await tx
        .update(catalogueVersion)
        .set({ version: sql`${catalogueVersion.version} + 1` })
        .where(eq(catalogueVersion.id, 1));
      const demo = input.removeDemo
        ? await removeDemoCollection(tx, { now, ownerEmails: deps.adminEmails })
        : { removed: 0, unusedImages: [] };
      return {
        kind: "done",
        owner: { id, email, name: input.name },
        demoRemoved: demo.removed,
        unusedImages: demo.unusedImages,
      } as const;
    });
  } catch (error) {
    // A sign-up with the same address may have won between the check and the insert.
    if (error instanceof EmailTaken || isUniqueViolation(error)) return { kind: "email-taken" };
    throw error;
  }
  if (result.kind !== "done") return result;
  const { unusedImages = [], ...done } = result;
  await removeDemoImages(deps.images, unusedImages).catch((error: Error) =>
    deps.logger.error({ err: error }, "Could not remove the demo collection's images"),
  );
  return done;
}
