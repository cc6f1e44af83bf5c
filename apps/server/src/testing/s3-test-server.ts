import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll } from "vitest";
import { createS3Client, type S3Connection } from "../storage/s3-storage";
import { createTestContext, type TestContext } from "./test-app";

// A real S3-protocol server for the tests: s3rver in this process, on a free port, its objects in
// a temporary folder. s3rver 3.7.1 departs from S3 where the Storage contract looks, and is put
// right here, the S3 way:
// - it lists in its folders' order, skipping keys across pages: S3 lists in UTF-8 byte order;
// - it has no AbortMultipartUpload (405): S3 drops the upload's parts;
// - removing a key under a folder it never had fails (500): S3 answers 204.

export type S3TestServer = {
  endpoint: string;
  client: S3Client;
  // A bucket of its own for one test, and how to reach it.
  newBucket: () => Promise<S3Connection>;
  // What s3rver keeps in `bucket` besides its objects: the parts of unfinished multipart uploads.
  leftovers: (bucket: string) => Promise<string[]>;
  close: () => Promise<void>;
};

// s3rver's own account; it checks each request's signature against it.
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
// What s3rver writes for an object `name`: name._S3rver_object, its .md5 and its metadata.
const objectFile = /\._S3rver_(object|object\.md5|metadata\.json)$/;

const byKeyBytes = (a: { key: string }, b: { key: string }) =>
  Buffer.compare(Buffer.from(a.key), Buffer.from(b.key));

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

function putRight(server: S3rver, directory: string) {
  const { store } = server;
  const listObjects = store.listObjects.bind(store);
  store.listObjects = async (bucket, options) => {
    if (options.delimiter) return listObjects(bucket, options);
    const { objects } = await listObjects(bucket, {
      ...options,
      startAfter: "",
      maxKeys: Number.POSITIVE_INFINITY,
    });
    const after = Buffer.from(options.startAfter ?? "");
    const following = objects
      .filter(({ key }) => Buffer.compare(Buffer.from(key), after) > 0)
      .sort(byKeyBytes);
    const maxKeys = options.maxKeys ?? Number.POSITIVE_INFINITY;
    return {
      objects: following.slice(0, maxKeys),
      commonPrefixes: [],
      isTruncated: following.length > maxKeys,
    };
  };

  const deleteObject = store.deleteObject.bind(store);
  store.deleteObject = (bucket, key) =>
    deleteObject(bucket, key).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });

  server.middleware.unshift(async (context, next) => {
    const { uploadId } = context.query;
    if (context.method !== "DELETE" || typeof uploadId !== "string") return next();
    if (!/^[\w-]+$/.test(uploadId)) {
      context.status = 400;
      return;
    }
    const bucket = context.path.split("/")[1] ?? "";
    await fs.rm(path.join(directory, bucket, "._S3rver_uploads", uploadId), { recursive: true, force: true });
    context.status = 204;
    context.body = null;
  });
}

// The settings that point the app at `connection`, as an operator would write them.
export const s3Environment = (connection: S3Connection): Record<string, string> => ({
  S3_BUCKET: connection.bucket,
  S3_ENDPOINT: connection.endpoint ?? "",
  S3_REGION: connection.region,
  S3_FORCE_PATH_STYLE: connection.forcePathStyle ? "1" : "0",
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
});

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  putRight(server, directory);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const connect = (bucket: string): S3Connection => ({
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
  });
  const client = createS3Client(connect("any"));
  return {
    endpoint,
    client,
    newBucket: async () => {
      const bucket = `loupe-${randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return connect(bucket);
    },
    leftovers: async (bucket) => {
      const root = path.join(directory, bucket);
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !objectFile.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    },
    close: async () => {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

// One S3 test server for a test file, started by the first test that needs it and closed after
// the file's tests.
export function s3TestServerForFile(): () => Promise<S3TestServer> {
  let server: Promise<S3TestServer> | undefined;
  afterAll(async () => {
    await (await server)?.close();
  });
  return () => {
    server ??= startS3TestServer();
    return server;
  };
}

// The test app (test-app.ts) with its files in a fresh bucket of an S3 test server of its own.
export async function startS3TestApp(): Promise<{ s3: S3TestServer; bucket: string; context: TestContext }> {
  const s3 = await startS3TestServer();
  const connection = await s3.newBucket();
  return { s3, bucket: connection.bucket, context: await createTestContext(s3Environment(connection)) };
}
