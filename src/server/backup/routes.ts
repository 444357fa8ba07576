import { Readable } from "node:stream";
import { Hono } from "hono";
import { type AuthEnv, requireOwner } from "#server/auth/guards";
import type { Db } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import type { Logger } from "#server/lib/logger";
import { shopDay } from "#shared/dates";
import { messages } from "#shared/messages";
import type { ScheduledBackups } from "./scheduled";
import { archiveName } from "./scheduled";
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

/**
 * Owners only: `GET /` the kept scheduled backups, newest first, with when the last verified one
 * was made and the next is due; `GET /:id` downloads one (from this server's disk, else from the
 * bucket).
 */
export function scheduledBackupRoutes(backups: ScheduledBackups) {
  return new Hono<AuthEnv>()
    .use(requireOwner)
    .get("/", async (c) => {
      const [list, status] = await Promise.all([backups.list(), backups.status()]);
      c.header("cache-control", "no-store");
      return c.json({
        backups: list,
        last: status.last?.toISOString() ?? null,
        next: status.next?.toISOString() ?? null,
      });
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      const archive = /^\d{4}-\d{2}-\d{2}-\d{4}$/.test(id) ? await backups.open(id) : undefined;
      if (!archive) return c.json({ error: messages.api.notFound }, 404);
      return c.body(Readable.toWeb(archive) as ReadableStream, 200, {
        "content-type": "application/gzip",
        "content-disposition": `attachment; filename="${archiveName(id)}"`,
        "cache-control": "no-store",
      });
    });
}
