import { isIP } from "node:net";
import { SHOP_PAGE_SLUGS, type ShopPageSlug, settingsInputSchema } from "#shared/shop";

// The pure rules behind the readiness checks (decision 052), apart from what they read.

/** What keeps PUBLIC_URL from being a shop's address, or null when nothing does. */
export type PublicUrlProblem = "not-https" | "local" | "ip" | "no-dot";

/**
 * A shop's public address is https on a real host name: not this machine (localhost, or a
 * name under it), not an IP literal, and a name with a dot in it (a bare "shop" is a name on
 * one network only). Browsers' secure cookies and passkeys need as much.
 */
export function publicUrlProblem(publicUrl: string): PublicUrlProblem | null {
  const url = new URL(publicUrl);
  if (url.protocol !== "https:") return "not-https";
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return "local";
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0) return "ip";
  if (!host.includes(".")) return "no-dot";
  return null;
}

/** The business details buyers see, as the Shop tab keeps them. */
export type BusinessDetails = { businessName: string; address: string; email: string };
export const BUSINESS_FIELDS = ["businessName", "address", "email"] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

/**
 * The details that would not pass the Shop tab's own form (settingsInputSchema): the same rule
 * the owner's save is held to, so a shop the form accepts is complete.
 */
export function missingBusinessDetails(details: BusinessDetails): BusinessField[] {
  const shape = settingsInputSchema.shape;
  return BUSINESS_FIELDS.filter((field) => !shape[field].safeParse(details[field]).success);
}

/** What the owner has not saved yet: the delivery rates (`rates`), then pages in menu order. */
export function unsavedShopSetup(saved: {
  settings: boolean;
  pages: readonly ShopPageSlug[];
}): Array<"rates" | ShopPageSlug> {
  const pages = SHOP_PAGE_SLUGS.filter((slug) => !saved.pages.includes(slug));
  return saved.settings ? pages : ["rates", ...pages];
}

/** The host name of a URL (its port too, when given), never its user name or password. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || "an unnamed host";
  } catch {
    return "an address that cannot be read";
  }
}

/**
 * Scheduled backups as the shop has them: when the next is due (undefined: BACKUP_SCHEDULE is
 * off) and when the last verified one was made.
 */
export type BackupRecord = { next: Date | undefined; lastAt: Date | null };

/** A verified backup older than this is stale: a daily one has been missed. */
export const BACKUP_STALE_HOURS = 26;

export type BackupState = "not-scheduled" | "never" | "stale" | "recent";

export function backupState(record: BackupRecord, now: Date): BackupState {
  if (!record.next) return "not-scheduled";
  if (!record.lastAt) return "never";
  const hours = (now.getTime() - record.lastAt.getTime()) / 3_600_000;
  return hours > BACKUP_STALE_HOURS ? "stale" : "recent";
}

/** Each secret's text found in `text` replaced, so no check's words can carry one. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce(
    (result, secret) => (secret.length >= 4 ? result.split(secret).join("…") : result),
    text,
  );
}
