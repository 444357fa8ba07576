import { randomBytes } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { inject } from "vitest";

/** The keys the local server knows (s3rver's own). */
export const S3_TEST_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/** A client on the run's local S3 server (tests/s3-server.ts), to look behind the store. */
export function testS3Client(): S3Client {
  return new S3Client({
    endpoint: inject("s3Endpoint"),
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_TEST_KEYS,
  });
}

/**
 * A new, empty bucket of its own on the local S3 server, and the environment that makes the
 * app keep its images there (IMAGE_STORE=s3 and the S3_* variables).
 */
export async function createTestBucket(): Promise<{ bucket: string; env: Record<string, string> }> {
  const bucket = `test-${randomBytes(6).toString("hex")}`;
  const client = testS3Client();
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    bucket,
    env: {
      IMAGE_STORE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: inject("s3Endpoint"),
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    },
  };
}
