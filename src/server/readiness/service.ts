import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { readShopRow } from "#server/shop/service";
import { messages } from "#shared/messages";
import {
  isReady,
  READINESS_CHECKS,
  type Readiness,
  type ReadinessCheck,
  type ReadinessItem,
} from "#shared/readiness";
import {
  checkBackups,
  checkBusiness,
  checkDatabase,
  checkImages,
  checkMail,
  checkOwner,
  checkPayments,
  checkPublicUrl,
  checkShopSetup,
  type DatabaseCheck,
  type DatabaseState,
  DOCS,
  failed,
  failureReason,
  SMTP_CHECK_MS,
  unchecked,
} from "./checks";
import { redact } from "./rules";

// Whether the shop is ready to open (decision 052): every check run side by side, listed in
// READINESS_CHECKS' order. The owners' GET /api/admin/readiness and `npm run doctor` run the
// same checks; the doctor hands in the database as it found it.

export type ReadinessDeps = {
  config: Config;
  images: ImageStore;
  clock: () => Date;
  /** How long the mail server has to answer (5 s). */
  smtpTimeoutMs?: number;
};

/** Every value of the configuration that must never be shown: keys, passwords, secrets. */
function secretsOf(config: Config): string[] {
  const passwordOf = (url: string | undefined) => {
    if (!url) return [];
    try {
      const { password } = new URL(url);
      return password ? [password, decodeURIComponent(password)] : [];
    } catch {
      return [];
    }
  };
  return [
    ...passwordOf(config.smtpUrl),
    ...passwordOf(config.databaseUrl),
    ...(config.stripe ? [config.stripe.secretKey, config.stripe.webhookSecret] : []),
    ...(config.images.store === "s3" && config.images.credentials
      ? [config.images.credentials.secretAccessKey]
      : []),
  ];
}

/** A check that threw is a failing item of its own, saying so, never the whole list failing. */
async function settled(id: ReadinessCheck, run: () => Promise<ReadinessItem> | ReadinessItem) {
  try {
    return await run();
  } catch (error) {
    const t = messages.readiness;
    const label = t.checkFailed(t.names[id], failureReason(error));
    return failed(id, label, t.checkFailedFix, DOCS.configuration);
  }
}

/** Runs every check, the database as `database` finds it. */
export async function runReadinessChecks(
  deps: ReadinessDeps & { database: DatabaseState },
): Promise<Readiness> {
  const { config, database } = deps;
  const databaseItem = settled("database", () => checkDatabase(config, database));
  // The checks that read the shop's rows run once the database is known to be current.
  const fromDatabase = async (id: DatabaseCheck, run: (db: Db) => Promise<ReadinessItem>) => {
    const item = await databaseItem;
    if (database.kind !== "open" || !item.ok) {
      return unchecked(id, database, item.fix?.where ?? DOCS.configuration);
    }
    return settled(id, () => run(database.db));
  };
  // The shop's row, for the checks that read a setting of it: once the database is current.
  const shop = databaseItem.then((item) =>
    database.kind === "open" && item.ok ? readShopRow(database.db) : undefined,
  );
  const checks: Record<ReadinessCheck, Promise<ReadinessItem>> = {
    "public-url": settled("public-url", () => checkPublicUrl(config)),
    database: databaseItem,
    owner: fromDatabase("owner", (db) => checkOwner(db, config)),
    business: fromDatabase("business", checkBusiness),
    "shop-setup": fromDatabase("shop-setup", checkShopSetup),
    mail: settled("mail", async () =>
      checkMail(config, await shop, deps.smtpTimeoutMs ?? SMTP_CHECK_MS),
    ),
    payments: settled("payments", async () => checkPayments(config, await shop, database)),
    images: settled("images", () => checkImages(deps.images, config)),
    backups: fromDatabase("backups", (db) => checkBackups(db, config, deps.clock())),
  };
  const secrets = secretsOf(config);
  const items = (await Promise.all(READINESS_CHECKS.map((id) => checks[id]))).map((item) => ({
    ...item,
    label: redact(item.label, secrets),
    fix: item.fix && { ...item.fix, text: redact(item.fix.text, secrets) },
  }));
  return { ready: isReady(items), items };
}

/** The running shop's readiness, over its own database (built once, in services.ts). */
export function createReadiness(deps: ReadinessDeps & { db: Db }) {
  return {
    check: () => runReadinessChecks({ ...deps, database: { kind: "open", db: deps.db } }),
  };
}
export type ShopReadiness = ReturnType<typeof createReadiness>;
