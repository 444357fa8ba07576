// `npm run backup -- <file>` and `npm run restore -- <file>`: the shop into one archive and back
// (decision 027). They use the same configuration as `npm start` (DATA_DIR or DATABASE_URL,
// IMAGE_STORE and S3_*) and are compiled with the server (dist/server/backup.js, restore.js).
// With the embedded database, stop the server first: PGlite serves one process at a time.
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Config, parseConfig } from "#server/config";
import { type Database, embeddedDatabaseDir, openDatabase } from "#server/db/client";
import type { ImageStore } from "#server/images/image-store";
import { createImageStore } from "#server/images/store";
import { type DrillReport, drillRestore } from "./drill";
import { counted } from "./empty";
import { BackupError } from "./format";
import { restoreBackup } from "./restore";
import { writeBackup } from "./write";

type Shop = { config: Config; database: Database; images: ImageStore };

/** The configured shop, its image store checked and its database open (and migrated). */
async function openShop(config: Config): Promise<Shop> {
  const images = createImageStore(config);
  await images.check().catch((error: Error) => {
    throw new BackupError(`IMAGE_STORE=${images.kind}: ${error.message}`);
  });
  try {
    return { config, database: await openDatabase(config), images };
  } catch (error) {
    images.close();
    throw new BackupError(
      config.databaseUrl
        ? `could not open the database at DATABASE_URL: ${(error as Error).message}`
        : `could not open the embedded database in DATA_DIR (${config.dataDir}): ${(error as Error).message}`,
    );
  }
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "12 rows of 16 tables and 144 images": what a command wrote or read. */
const contents = (summary: { rows: number; tables: number; images: number }) =>
  `${counted(summary.rows, "row")} of ${counted(summary.tables, "table")} and ${counted(summary.images, "image")}`;

async function backup(config: Config, file: string, shop: Shop): Promise<string> {
  // Written beside the file under another name, then renamed: a backup that fails leaves no
  // half an archive where a whole one is expected, and an older one there stays until then.
  const partial = `${file}.${process.pid}.partial`;
  try {
    const { archive, done } = writeBackup({
      db: shop.database.db,
      images: shop.images,
      now: new Date(),
    });
    const [summary] = await Promise.all([done, pipeline(archive, createWriteStream(partial))]);
    await rename(partial, file);
    const { size } = await stat(file);
    return `Backed up ${contents(summary)} from ${where(config)} to ${file} (${sizeOf(size)}).`;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function restore(config: Config, file: string, shop: Shop): Promise<string> {
  const summary = await restoreBackup({
    db: shop.database.db,
    images: shop.images,
    archive: createReadStream(file),
  });
  return `Restored ${contents(summary)} from ${file} into ${where(config)}.`;
}

/** The shop a command works on, in its user's terms. */
const where = (config: Config) =>
  `${config.databaseUrl ? "the database at DATABASE_URL" : `the embedded database in ${config.dataDir}`}${config.images.store === "s3" ? " and the S3 bucket" : ""}`;

/** gzip's first two bytes (RFC 1952). */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Why a file cannot be an archive, said before a database is opened (which, for the embedded
 * one, would create it): missing, not a file, or not gzip'd at all.
 */
async function unreadable(file: string): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return `there is no file ${file}`;
  if (!info.isFile()) return `${file} is not a file`;
  const handle = await open(file);
  try {
    const start = Buffer.alloc(GZIP_MAGIC.length);
    await handle.read(start, 0, start.length, 0);
    if (!start.equals(GZIP_MAGIC)) return `${file} is not an Atelier backup (a gzip'd tar)`;
  } finally {
    await handle.close();
  }
  return undefined;
}

/** The drill's report: a line a table, the images, then the verdict. */
function drillLines(file: string, report: DrillReport): string[] {
  const width = Math.max(...report.tables.map((table) => table.name.length), "images".length);
  return [
    `Restored ${file} into a scratch database (nothing of the shop was opened):`,
    ...report.tables.map(
      (table) =>
        `  ${table.name.padEnd(width)}  ${String(table.restored).padStart(7)}${table.restored === table.listed ? "" : `  (the archive lists ${table.listed})`}`,
    ),
    ...(report.tables.length
      ? [`  ${"images".padEnd(width)}  ${String(report.images.restored).padStart(7)}`]
      : []),
    ...(report.problems.length
      ? report.problems.map((problem) => `✗ ${problem}`)
      : ["✓ Every row and image the archive lists was restored, each matching its checksum."]),
  ];
}

async function main(command: "backup" | "restore", args: string[]): Promise<number> {
  const check = command === "restore" && args[0] === "--check";
  const rest = check ? args.slice(1) : args;
  if (rest.length !== 1 || rest[0].startsWith("-")) {
    console.error(
      command === "restore"
        ? "usage: npm run restore -- [--check] <file>   (for example shop.tar.gz)"
        : "usage: npm run backup -- <file>   (for example shop.tar.gz)",
    );
    return 2;
  }
  const [file] = rest;
  if (check) {
    const reason = await unreadable(file);
    if (reason) throw new BackupError(reason);
    const report = await drillRestore(file);
    console.log(drillLines(file, report).join("\n"));
    return report.problems.length ? 1 : 0;
  }
  const config = parseConfig();
  if (command === "restore") {
    const reason = await unreadable(file);
    if (reason) throw new BackupError(reason);
  } else {
    const folder = path.dirname(path.resolve(file));
    if (!existsSync(folder))
      throw new BackupError(`there is no folder ${folder} to write ${file} in`);
    // Opening a DATA_DIR with no database in it would make an empty one, and back that up.
    const dir = embeddedDatabaseDir(config);
    if (dir && !existsSync(dir)) {
      throw new BackupError(
        `there is no embedded database in ${dir} (DATA_DIR): nothing to back up`,
      );
    }
  }
  const shop = await openShop(config);
  try {
    console.log(
      command === "backup" ? await backup(config, file, shop) : await restore(config, file, shop),
    );
    return 0;
  } finally {
    shop.images.close();
    await shop.database.close();
  }
}

/**
 * Runs `npm run backup` or `npm run restore` with the command line's arguments and exits: 0 when
 * done, 2 for a wrong command line, 1 with one line saying why for anything else — never a
 * stack trace.
 */
export function runCommand(command: "backup" | "restore") {
  main(command, process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      // Every failure is said in one line: a refusal (BackupError), a setting (ConfigError), a
      // database that cannot be reached or is in use by a running server.
      console.error(
        `atelier ${command}: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
