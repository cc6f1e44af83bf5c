import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { s3TestServerForFile } from "../testing/s3-test-server";
import { storageContract } from "../testing/storage-contract";
import { createS3Client, createS3Storage } from "./s3-storage";
import { StorageObjectMissing } from "./storage";
import { InvalidStorageKey } from "./storage-checks";

const megabyte = 1_048_576;
// One server for the file, started by the first test that needs it.
const started = s3TestServerForFile();

// A bucket of its own per test; listing pages of two keys, so every listing test turns pages.
storageContract(
  "s3",
  async () => {
    const s3 = await started();
    const connection = await s3.newBucket();
    return {
      storage: createS3Storage({ client: s3.client, bucket: connection.bucket, listPageSize: 2 }),
      leftovers: () => s3.leftovers(connection.bucket),
      dispose: async () => {},
    };
  },
  // A part (S3's smallest, 5 MiB) is gathered while the one before it is sent: what the process
  // holds is about two parts, whatever the size of the stream.
  { streamBytes: 64 * megabyte, maxRetainedBytes: 12 * megabyte },
);

// The same, every key under a prefix of the bucket (S3_PREFIX).
storageContract(
  "s3 under a key prefix",
  async () => {
    const s3 = await started();
    const connection = await s3.newBucket();
    const storage = createS3Storage({
      client: s3.client,
      bucket: connection.bucket,
      keyPrefix: "labs/a/",
      listPageSize: 2,
    });
    return { storage, leftovers: () => s3.leftovers(connection.bucket), dispose: async () => {} };
  },
  { streamBytes: 64 * megabyte, maxRetainedBytes: 12 * megabyte },
);

describe("s3 storage", () => {
  it("keeps labs sharing a bucket apart by their key prefixes", async () => {
    const s3 = await started();
    const { bucket } = await s3.newBucket();
    const whole = createS3Storage({ client: s3.client, bucket });
    const labA = createS3Storage({ client: s3.client, bucket, keyPrefix: "lab-a/" });
    const labB = createS3Storage({ client: s3.client, bucket, keyPrefix: "lab-b/" });
    await labA.put("uploads/1", Buffer.from("a"));
    await labB.put("uploads/1", Buffer.from("bb"));
    await labB.put("uploads/2", Readable.from([Buffer.from("b2")]));

    const keysOf = async (storage: typeof whole, prefix = "") => {
      const keys: string[] = [];
      for await (const key of storage.list(prefix)) keys.push(key);
      return keys;
    };
    expect(await keysOf(whole)).toEqual(["lab-a/uploads/1", "lab-b/uploads/1", "lab-b/uploads/2"]);
    expect(await keysOf(labA)).toEqual(["uploads/1"]);
    expect(await keysOf(labB, "uploads/")).toEqual(["uploads/1", "uploads/2"]);
    expect(await labA.stat("uploads/1")).toEqual({ size: 1 });
    expect(await labA.stat("uploads/2")).toBeNull();
    await labA.remove("uploads/1");
    expect(await labB.stat("uploads/1")).toEqual({ size: 2 });
    expect(() => createS3Storage({ client: s3.client, bucket, keyPrefix: "../" })).toThrow(InvalidStorageKey);
  });

  it("sends a long stream in parts and, when it fails after some, aborts the upload and keeps none", async () => {
    const s3 = await started();
    const { bucket } = await s3.newBucket();
    const storage = createS3Storage({ client: s3.client, bucket });
    let partsSeen: string[] = [];
    const source = Readable.from(
      (async function* () {
        for (let sent = 0; sent < 12 * megabyte; sent += megabyte) {
          yield randomBytes(megabyte);
          if (sent === 11 * megabyte - megabyte) partsSeen = await s3.leftovers(bucket);
        }
        throw new Error("camera disconnected");
      })(),
    );
    await expect(storage.put("videos/long.mp4", source)).rejects.toThrow("camera disconnected");
    expect(partsSeen.length).toBeGreaterThan(0);
    expect(await storage.stat("videos/long.mp4")).toBeNull();
    expect(await s3.leftovers(bucket)).toEqual([]);
  });

  // Not for stat and ranges: a HEAD's 404 has no body to tell; the start's HeadBucket catches it.
  it("tells a missing bucket from a missing object when reading and writing", async () => {
    const s3 = await started();
    const storage = createS3Storage({ client: s3.client, bucket: "loupe-no-such-bucket" });
    await expect(storage.read("anything")).rejects.toThrow(/bucket does not exist/);
    await expect(storage.read("anything")).rejects.not.toBeInstanceOf(StorageObjectMissing);
    const long = Readable.from(
      (async function* () {
        for (let chunk = 0; chunk < 12; chunk++) yield randomBytes(megabyte);
      })(),
    );
    await expect(storage.put("videos/long.mp4", long)).rejects.toThrow(/bucket does not exist/);
    await expect(storage.put("short", Readable.from([Buffer.from("x")]))).rejects.toThrow(
      /bucket does not exist/,
    );
  });

  it("reaches the server with the connection's settings", async () => {
    const s3 = await started();
    const connection = await s3.newBucket();
    const client = createS3Client(connection);
    const storage = createS3Storage({ client, bucket: connection.bucket });
    await storage.put("hello", Buffer.from("hi"));
    expect(await storage.stat("hello")).toEqual({ size: 2 });
    client.destroy();
  });
});
