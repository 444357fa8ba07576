import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { BackupConfig } from "#server/config";
import { createS3Client, s3FailureReason, sdk } from "#server/images/s3-store";

type OffsiteConfig = NonNullable<BackupConfig["s3"]>;

/** A copy of the shop's backups off the machine: BACKUP_S3_BUCKET under BACKUP_S3_PREFIX. */
export type Offsite = {
  /** Puts the archive at `file` in the bucket as `name`. */
  put: (file: string, name: string) => Promise<void>;
  get: (name: string) => Promise<Readable | undefined>;
  remove: (name: string) => Promise<void>;
};

/** An upload of a few hundred megabytes over a slow line takes minutes, not seconds. */
const TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 15 * 60_000 };

export function createOffsite(config: OffsiteConfig): Offsite {
  const client = createS3Client(config, TIMEOUTS);
  const Bucket = config.bucket;
  const key = (name: string) => `${config.prefix}${name}`;
  // The SDK's errors become one line naming the setting to look at, never a key.
  const failing = (action: string) => (error: unknown) => {
    throw new Error(`could not ${action} BACKUP_S3_BUCKET: ${s3FailureReason(error, config)}`, {
      cause: error,
    });
  };
  return {
    async put(file, name) {
      const { size } = await stat(file);
      await client
        .send(
          new (sdk().PutObjectCommand)({
            Bucket,
            Key: key(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: "application/gzip",
          }),
        )
        .catch(failing("copy the backup to"));
    },
    async get(name) {
      try {
        const answer = await client.send(new (sdk().GetObjectCommand)({ Bucket, Key: key(name) }));
        return answer.Body as Readable;
      } catch (error) {
        if ((error as Error).name === "NoSuchKey") return undefined;
        return failing("read the backup from")(error);
      }
    },
    async remove(name) {
      await client
        .send(new (sdk().DeleteObjectCommand)({ Bucket, Key: key(name) }))
        .catch(failing("remove an old backup from"));
    },
  };
}
