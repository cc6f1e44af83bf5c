import path from "node:path";
import { HeadBucketCommand } from "@aws-sdk/client-s3";
import type { Config } from "../config";
import { createDiskStorage } from "./disk-storage";
import { createS3Client, createS3Storage, type S3Connection } from "./s3-storage";
import type { Storage } from "./storage";

// The Storage the configuration names: the S3 bucket S3_BUCKET when set, else the disk under
// $LOUPE_DATA_DIR/files (or `directory`). The server, the backup and the restore all open it here.
export function openConfiguredStorage(config: Config, directory?: string): Storage {
  const s3 = s3ConnectionOf(config);
  if (s3)
    return createS3Storage({
      client: createS3Client(s3),
      bucket: s3.bucket,
      keyPrefix: config.S3_PREFIX ?? "",
    });
  return createDiskStorage(directory ?? path.join(config.LOUPE_DATA_DIR, "files"));
}

export function s3ConnectionOf(config: Config): S3Connection | undefined {
  if (!config.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

// Before the server starts: the configured bucket answers, or the start fails saying why. The
// disk needs no check (its folder is made on the first write).
export async function checkConfiguredStorage(config: Config): Promise<void> {
  const s3 = s3ConnectionOf(config);
  if (!s3) return;
  const client = createS3Client(s3);
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
  } catch (error) {
    const where = `the S3 bucket "${s3.bucket}" at ${s3.endpoint ?? `AWS ${s3.region}`}`;
    throw new Error(`Loupe cannot start: ${where} does not answer: ${headBucketProblem(error)}`);
  } finally {
    client.destroy();
  }
}

function headBucketProblem(error: unknown): string {
  const status =
    error instanceof Error && "$metadata" in error
      ? (error.$metadata as { httpStatusCode?: number }).httpStatusCode
      : undefined;
  if (status === 404) return "there is no such bucket (S3_BUCKET)";
  if (status === 403 || status === 401)
    return "access denied (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY or the SDK's credentials)";
  if (status === 301) return "the bucket is in another region (S3_REGION)";
  // A refused connection may come as an AggregateError with no message of its own, only a code.
  const message =
    error instanceof Error
      ? error.message || ("code" in error ? String(error.code) : error.name)
      : String(error);
  return status ? `HTTP ${status} ${message}` : message;
}
