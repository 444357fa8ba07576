import type { ImageStoreConfig } from "#server/config";
import { IMMUTABLE } from "#server/http/static";
import { onFirstUse } from "#server/lib/on-first-use";
import {
  assertImageName,
  type ImageStore,
  ImageStoreError,
  imageContentType,
  isImageName,
} from "./image-store";

type S3Config = Extract<ImageStoreConfig, { store: "s3" }>;

/** The AWS SDK, loaded only by a shop that keeps its images in a bucket. */
export const sdk = onFirstUse<typeof import("@aws-sdk/client-s3")>("@aws-sdk/client-s3");

/** Links to S3_PUBLIC_URL may change with the setting, so a redirect is cached for a day only. */
const REDIRECT_CACHE = "public, max-age=86400";

/** A missing object (not a missing bucket: that is a setting to fix). */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof sdk().S3ServiceException) || error.name === "NoSuchBucket") return false;
  return error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404;
}

/**
 * Why the bucket could not be used, in one line naming the setting to look at. The SDK's
 * messages are kept, never the keys (it does not put them in its messages).
 */
export function s3FailureReason(
  error: unknown,
  config: Pick<S3Config, "bucket" | "endpoint">,
): string {
  const where = config.endpoint ? `${config.endpoint} (S3_ENDPOINT)` : "AWS S3";
  const code = (error as NodeJS.ErrnoException).code;
  const name = (error as Error).name;
  const status =
    error instanceof sdk().S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (name === "NoSuchBucket" || (name === "NotFound" && status === 404)) {
    return `the bucket ${config.bucket} (S3_BUCKET) does not exist at ${where}`;
  }
  if (
    ["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "Forbidden"].includes(name) ||
    status === 403
  ) {
    return `${where} refused the keys for bucket ${config.bucket}: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (${name})`;
  }
  if (name === "CredentialsProviderError") {
    return "no S3 credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY";
  }
  if (
    code &&
    ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "ECONNRESET", "EHOSTUNREACH"].includes(
      code,
    )
  ) {
    return `cannot reach ${where}: ${code}`;
  }
  if (name === "TimeoutError" || name === "RequestTimeout") {
    return `${where} did not answer in time`;
  }
  const message = (error as Error).message || name || String(error);
  return `${where} failed for bucket ${config.bucket}: ${message.split("\n")[0]}`;
}

/**
 * Images as objects in an S3-compatible bucket, through the official AWS SDK.
 * Objects carry their type and the immutable cache header, so a CDN in front serves them as
 * the server would. With S3_PUBLIC_URL, /images/<name> sends browsers there; otherwise the
 * server streams the object.
 */
/** A client of the bucket's service, as images and backups alike reach it (S3_*). */
export function createS3Client(
  config: Pick<S3Config, "region" | "endpoint" | "credentials">,
  timeouts = { connectionTimeout: 3_000, requestTimeout: 30_000 },
) {
  return new (sdk().S3Client)({
    region: config.region,
    endpoint: config.endpoint,
    // S3-compatible services (MinIO, Ceph, …) name the bucket in the path, not the host.
    forcePathStyle: Boolean(config.endpoint),
    credentials: config.credentials,
    // Only the checksums S3 requires: several S3-compatible services reject the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // An unreachable endpoint fails an upload in seconds instead of holding it open.
    requestHandler: timeouts,
  });
}

export function s3ImageStore(config: S3Config): ImageStore {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
  } = sdk();
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const failure = (error: unknown) =>
    error instanceof ImageStoreError
      ? error
      : new ImageStoreError(s3FailureReason(error, config), { cause: error });

  return {
    kind: "s3",
    location: `bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`,

    async put(name, data) {
      assertImageName(name);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: data,
            ContentType: imageContentType(name),
            ContentLength: data.length,
            CacheControl: IMMUTABLE,
          }),
        );
      } catch (error) {
        throw failure(error);
      }
    },

    async get(name) {
      if (!isImageName(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw failure(error);
      }
    },

    async has(name) {
      if (!isImageName(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw failure(error);
      }
    },

    async remove(name) {
      if (!isImageName(name)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        if (!isNotFound(error)) throw failure(error);
      }
    },

    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
          for (const object of page.Contents ?? []) {
            if (object.Key && isImageName(object.Key)) names.push(object.Key);
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw failure(error);
      }
      return names;
    },

    async serve(name) {
      if (!isImageName(name)) return null;
      if (config.publicUrl) {
        return new Response(null, {
          status: 302,
          headers: {
            Location: `${config.publicUrl}/${name}`,
            "Cache-Control": REDIRECT_CACHE,
          },
        });
      }
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return null;
        const headers: Record<string, string> = {
          "Content-Type": object.ContentType || imageContentType(name),
          "Cache-Control": IMMUTABLE,
        };
        if (object.ContentLength !== undefined) {
          headers["Content-Length"] = String(object.ContentLength);
        }
        if (object.ETag) headers.ETag = object.ETag;
        return new Response(object.Body.transformToWebStream(), { status: 200, headers });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw failure(error);
      }
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw failure(error);
      }
    },

    close() {
      client.destroy();
    },
  };
}
