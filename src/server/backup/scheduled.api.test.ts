import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backups, incidents, mailOutbox } from "#server/db/schema";
import { log } from "#server/lib/logger";
import { createTestApp, newArtwork, type TestApp } from "#tests/api";
import { createTempDir, testDbKind } from "#tests/database";
import { createTestBucket, testS3Client } from "#tests/s3";
import { checkArchive } from "./check";
import { createScheduledBackups } from "./scheduled";

const OWNER = "maren@example.com";

/** A clock the test moves; the shop starts at noon on Saturday 28 November 2026. */
function movableClock(start = "2026-11-28T12:00:00Z") {
  let now = new Date(start);
  return {
    clock: () => now,
    set: (iso: string) => {
      now = new Date(iso);
    },
    addDays: (days: number) => {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/** A shop with a painting, on a moved clock, backing up to a folder of its own. */
async function shop(env: Record<string, string> = {}) {
  const time = movableClock();
  const backupDir = path.join(createTempDir(), "backups");
  const t = await createTestApp({
    clock: time.clock,
    env: { ADMIN_EMAILS: OWNER, BACKUP_DIR: backupDir, ...env },
  });
  const owner = await t.signIn({ email: OWNER, owner: true });
  const created = await t.send("POST", "/api/artworks", newArtwork("Harbour"), {
    cookie: owner.cookie,
  });
  expect(created.status).toBe(201);
  return { t, time, owner, backupDir };
}

/** Another process's scheduled backups over the same database and settings. */
const otherProcess = (
  t: TestApp,
  clock: () => Date,
  check?: Parameters<typeof createScheduledBackups>[0]["check"],
) =>
  createScheduledBackups({
    db: t.db,
    images: t.images,
    config: t.config.backups,
    clock,
    logger: log,
    check,
  });

const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe(`scheduled backups on ${testDbKind}`, () => {
  it("makes each slot's backup once, in UK time, checked before it counts", async () => {
    const { t, time, owner, backupDir } = await shop();
    try {
      // Started at noon, a new shop's first slot is tomorrow's 03:00, not this morning's.
      expect(await t.services.backups.runDue()).toBeUndefined();
      time.set("2026-11-29T02:59:59Z");
      expect(await t.services.backups.runDue()).toBeUndefined();
      time.set("2026-11-29T03:00:20Z");
      const made = await t.services.backups.runDue();
      expect(made).toMatchObject({
        id: "2026-11-29-0300",
        at: "2026-11-29T03:00:00.000Z",
        verified: true,
        places: ["disk"],
      });
      expect(files(backupDir)).toEqual(["atelier-backup-2026-11-29-0300.tar.gz"]);
      // Whole: read back, every row and image matches its sum.
      const file = path.join(backupDir, "atelier-backup-2026-11-29-0300.tar.gz");
      expect((await checkArchive(createReadStream(file))).problems).toEqual([]);
      // The same slot is not made again, by this process or another.
      expect(await t.services.backups.runDue()).toBeUndefined();
      expect(await otherProcess(t, time.clock).runDue()).toBeUndefined();

      // The owner sees it, and downloads it; shoppers and strangers do not.
      const listed = await t.send("GET", "/api/admin/backups", undefined, { cookie: owner.cookie });
      expect(listed.status).toBe(200);
      expect(listed.headers.get("cache-control")).toBe("no-store");
      expect(await listed.json()).toEqual({
        backups: [
          {
            id: "2026-11-29-0300",
            at: "2026-11-29T03:00:00.000Z",
            bytes: expect.any(Number),
            verified: true,
            places: ["disk"],
          },
        ],
        last: "2026-11-29T03:00:20.000Z",
        next: "2026-11-30T03:00:00.000Z",
      });
      const download = await t.send("GET", "/api/admin/backups/2026-11-29-0300", undefined, {
        cookie: owner.cookie,
      });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toBe(
        'attachment; filename="atelier-backup-2026-11-29-0300.tar.gz"',
      );
      expect(Buffer.from(await download.arrayBuffer()).subarray(0, 2)).toEqual(
        Buffer.from([0x1f, 0x8b]),
      );
      for (const id of ["2026-11-28-0300", "..%2F..%2Fetc", "x"]) {
        const missing = await t.send("GET", `/api/admin/backups/${id}`, undefined, {
          cookie: owner.cookie,
        });
        expect(missing.status).toBe(404);
      }
      const shopper = await t.signIn();
      expect((await t.send("GET", "/api/admin/backups")).status).toBe(401);
      expect(
        (await t.send("GET", "/api/admin/backups", undefined, { cookie: shopper.cookie })).status,
      ).toBe(403);
    } finally {
      await t.close();
    }
  });

  it("is made by exactly one of two processes at the same moment", async () => {
    const { t, time, backupDir } = await shop();
    try {
      time.set("2026-11-29T03:00:05Z");
      const results = await Promise.all([
        t.services.backups.runDue(),
        otherProcess(t, time.clock).runDue(),
        otherProcess(t, time.clock).runDue(),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(files(backupDir)).toEqual(["atelier-backup-2026-11-29-0300.tar.gz"]);
      expect(await t.db.$count(backups)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it("keeps the newest of the days, weeks and months BACKUP_KEEP names, pruning the rest", async () => {
    const { t, time, backupDir } = await shop({ BACKUP_KEEP: "3d,2w,2m" });
    try {
      // Daily from Sunday 29 November 2026 to Sunday 31 January 2027, one slot after another.
      time.set("2026-11-29T03:00:10Z");
      for (let day = 0; day < 64; day++) {
        expect(await t.services.backups.runDue()).toBeDefined();
        time.addDays(1);
      }
      const kept = (await t.services.backups.list()).map((backup) => backup.id);
      expect(kept).toEqual([
        "2027-01-31-0300", // a day, a week (ISO week 4) and a month
        "2027-01-30-0300",
        "2027-01-29-0300",
        "2027-01-24-0300", // the week before's Sunday
        "2026-12-31-0300", // December's last
      ]);
      expect(files(backupDir)).toEqual(kept.map((id) => `atelier-backup-${id}.tar.gz`).sort());
    } finally {
      await t.close();
    }
  });

  it("copies each backup to the bucket, prunes it there, and serves it from there", async () => {
    // The bucket's connection (S3_*), but the images stay on disk: only backups go there.
    const { bucket, env } = await createTestBucket();
    const { t, time, owner, backupDir } = await shop({
      BACKUP_KEEP: "1d",
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_PREFIX: "shop/",
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    });
    const s3 = testS3Client();
    try {
      time.set("2026-11-29T03:00:10Z");
      expect(await t.services.backups.runDue()).toMatchObject({ places: ["disk", "s3"] });
      time.addDays(1);
      expect(await t.services.backups.runDue()).toMatchObject({ id: "2026-11-30-0300" });
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
      expect(listed.Contents?.map((object) => object.Key)).toEqual([
        "shop/atelier-backup-2026-11-30-0300.tar.gz",
      ]);
      // Gone from this server's disk, it is still the owner's to download, from the bucket.
      const file = path.join(backupDir, "atelier-backup-2026-11-30-0300.tar.gz");
      const bytes = readFileSync(file);
      rmSync(file);
      const download = await t.send("GET", "/api/admin/backups/2026-11-30-0300", undefined, {
        cookie: owner.cookie,
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      const stored = await s3.send(
        new GetObjectCommand({ Bucket: bucket, Key: "shop/atelier-backup-2026-11-30-0300.tar.gz" }),
      );
      expect(stored.ContentLength).toBe(bytes.length);
    } finally {
      s3.destroy();
      await t.close();
    }
  });

  it("never counts an archive that does not match its own account, nor keeps its file", async () => {
    const { t, time, backupDir } = await shop();
    try {
      // As if the disk had changed a byte between the writing and the reading back.
      const corrupting = otherProcess(t, time.clock, async (archive) => {
        const checked = await checkArchive(archive);
        return { ...checked, problems: ["the rows of artworks are not the rows it was made with"] };
      });
      time.set("2026-11-29T03:00:10Z");
      const corrupted = await corrupting.runDue();
      expect(corrupted).toBeUndefined();
      expect(await t.services.backups.list()).toEqual([]);
      expect(files(backupDir)).toEqual([]);
      const [row] = await t.db.select().from(backups);
      expect(row).toMatchObject({ status: "failed" });
      expect(row.error).toBe(
        "the archive did not match its own account: the rows of artworks are not the rows it was made with",
      );
      expect((await t.services.backups.status()).last).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("never counts a failed backup, alerts the owners once per incident, and tries again", async () => {
    const { t, time, backupDir } = await shop();
    try {
      // BACKUP_DIR cannot be made: a file stands where its folder should be.
      writeFileSync(backupDir, "in the way");
      time.set("2026-11-29T03:00:10Z");
      expect(await t.services.backups.runDue()).toBeUndefined();
      const [row] = await t.db.select().from(backups);
      expect(row).toMatchObject({ id: "2026-11-29-0300", status: "failed", attempts: 1 });
      expect(row.error).toMatch(/EEXIST|ENOTDIR/);
      expect(await t.services.backups.list()).toEqual([]);
      const alerts = async () =>
        (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, OWNER))).filter(
          (mail) => mail.subject === "Atelier needs attention",
        );
      expect(await alerts()).toHaveLength(1);
      expect((await alerts())[0].text).toContain("The last backup failed: ");

      // An hour later it is tried again, fails again: the same incident, no second mail.
      time.set("2026-11-29T04:00:20Z");
      expect(await t.services.backups.runDue()).toBeUndefined();
      expect((await t.db.select().from(backups))[0].attempts).toBe(2);
      expect(await alerts()).toHaveLength(1);

      // Room made: the third try succeeds and ends the incident.
      rmSync(backupDir);
      time.set("2026-11-29T05:00:30Z");
      expect(await t.services.backups.runDue()).toMatchObject({ id: "2026-11-29-0300" });
      const [incident] = await t.db.select().from(incidents);
      expect(incident.closedAt).not.toBeNull();

      // Failing anew is a new incident: said again.
      rmSync(backupDir, { recursive: true });
      writeFileSync(backupDir, "in the way again");
      time.set("2026-11-30T03:00:10Z");
      expect(await t.services.backups.runDue()).toBeUndefined();
      expect(await alerts()).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
