import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { type Storage, StorageObjectMissing } from "./storage";
import { checkByteRange, checkStorageKey, checkStoragePrefix } from "./storage-checks";

// Objects in an S3-compatible bucket, a storage key the object's key (docs/decisions/0026). S3
// makes a PUT visible only when whole, and a multipart upload only when completed: a stream is
// sent in parts of `partBytes` (one part gathered while one is sent, so memory stays flat) and a
// failed upload is aborted, its parts dropped.

export type S3Connection = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  // Neither: the SDK's default chain (environment, shared files, instance or task role).
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export function createS3Client(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    forcePathStyle: connection.forcePathStyle,
    ...(connection.endpoint ? { endpoint: connection.endpoint } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
    // A server that does not even accept the connection is down: fail (and the start with it)
    // instead of waiting for the system's TCP timeout. No limit on the request itself (a video).
    requestHandler: { connectionTimeout: 10_000 },
    // The SDK's default adds CRC checksums that S3-compatible servers (MinIO before 2025, s3rver,
    // Ceph, R2 at times) refuse or fail to return: only where an operation requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export type S3StorageOptions = {
  client: S3Client;
  bucket: string;
  // Put before every key ('lab-a/'), so one bucket can hold several labs' files; '' for none.
  keyPrefix?: string;
  // S3's smallest part but for the last is 5 MiB.
  partBytes?: number;
  // Keys a listing request asks for (S3 answers at most 1,000).
  listPageSize?: number;
};

const minimumPartBytes = 5 * 1024 * 1024;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

// 404 for the object, not the bucket: a missing bucket is a fault, not an absent object.
const isMissing = (error: unknown) =>
  statusOf(error) === 404 && !(error instanceof S3ServiceException && error.name === "NoSuchBucket");

export function createS3Storage({
  client,
  bucket,
  keyPrefix = "",
  partBytes = minimumPartBytes,
  listPageSize = 1000,
}: S3StorageOptions): Storage {
  checkStoragePrefix(keyPrefix);
  const objectKey = (key: string) => keyPrefix + key;

  async function head(key: string) {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function get(key: string, range?: string): Promise<Readable> {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), ...(range ? { Range: range } : {}) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 sent no readable body for ${key}`);
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectMissing(key);
      // Written again, shorter, since the size was read.
      if (statusOf(error) === 416) throw new RangeError(`${range} is past the end of ${key}`);
      throw error;
    }
  }

  async function putStream(key: string, source: Readable) {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // A source that fails or is destroyed fails `counter`, and so the upload, which then aborts.
    const piped = pipeline(source, counter);
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: counter },
      partSize: partBytes,
      queueSize: 1,
      leavePartsOnError: false,
    });
    // A refused upload stops the source.
    const uploaded = upload.done().catch((error: unknown) => {
      counter.destroy();
      throw error;
    });
    const [piping, uploading] = await Promise.allSettled([piped, uploaded]);
    // The upload's failure first: when the source failed, the upload read that very error from it.
    if (uploading.status === "rejected") throw uploading.reason;
    if (piping.status === "rejected") throw piping.reason;
    return { size };
  }

  return {
    async put(key, content) {
      checkStorageKey(key);
      if (!Buffer.isBuffer(content)) return putStream(key, content);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: content,
          ContentLength: content.length,
        }),
      );
      return { size: content.length };
    },
    async read(key) {
      return get(checkStorageKey(key));
    },
    async readRange(key, range) {
      checkByteRange(range);
      // The size first: S3-compatible servers differ on a range that starts past the end (416,
      // the whole object, or a cut connection for an empty one), so the rule is kept here.
      const found = await head(checkStorageKey(key));
      if (!found) throw new StorageObjectMissing(key);
      if (range.start >= found.size)
        throw new RangeError(`Byte ${range.start} is past the end of ${key} (${found.size} bytes)`);
      return get(key, `bytes=${range.start}-${Math.min(range.end, found.size - 1)}`);
    },
    async stat(key) {
      return head(checkStorageKey(key));
    },
    async *list(prefix) {
      checkStoragePrefix(prefix);
      // S3 lists in UTF-8 byte order. Version 1 with the last key as the marker: s3rver's version
      // 2 continuation token needs DES, which OpenSSL 3 no longer offers.
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket: bucket,
            Prefix: objectKey(prefix),
            MaxKeys: listPageSize,
            ...(marker ? { Marker: marker } : {}),
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (const key of keys) yield key.slice(keyPrefix.length);
        marker = keys.at(-1);
        if (!page.IsTruncated || !marker) return;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(checkStorageKey(key)) }));
    },
  };
}
