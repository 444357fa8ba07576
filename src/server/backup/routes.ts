import { Readable } from "node:stream";
import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import type { Logger } from "#server/lib/logger";
import { shopDay } from "#shared/dates";
import { writeBackup } from "./write";

/**
 * Owners only: `GET /` downloads a backup of the whole shop (write.ts), streamed as it is made:
 * the same archive `npm run backup` writes, which `npm run restore` reads.
 */
export function backupRoutes(deps: {
  db: Db;
  images: ImageStore;
  clock: () => Date;
  logger: Logger;
}) {
  return new Hono<AuthEnv>().use(requireOwner).get("/", (c) => {
    const now = deps.clock();
    const { archive, done } = writeBackup({ db: deps.db, images: deps.images, now });
    // The answer has begun by the time a backup fails (or its reader leaves): the download is
    // cut short, and a restore refuses what it got; the log says why.
    done.catch((error: Error) => deps.logger.warn({ err: error }, "A backup download ended early"));
    return c.body(Readable.toWeb(archive) as ReadableStream, 200, {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="atelier-backup-${shopDay(now)}.tar.gz"`,
      "cache-control": "no-store",
    });
  });
}
