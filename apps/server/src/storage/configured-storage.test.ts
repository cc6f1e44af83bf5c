import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { serverRoot } from "../server-root";
import { s3TestServerForFile } from "../testing/s3-test-server";
import { checkConfiguredStorage, openConfiguredStorage } from "./configured-storage";
import { createS3Storage } from "./s3-storage";

const started = s3TestServerForFile();

// The settings of a bucket on the test server, as an operator would write them.
async function s3Settings(bucket?: string) {
  const s3 = await started();
  const connection = await s3.newBucket();
  return {
    S3_BUCKET: bucket ?? connection.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}

// A port nothing listens on.
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

describe("the configured storage", () => {
  let dataDirectory: string;
  beforeEach(async () => {
    dataDirectory = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-configured-"));
  });
  afterEach(async () => {
    await fs.rm(dataDirectory, { recursive: true, force: true });
  });

  it("is the disk under the data directory when no bucket is set", async () => {
    const config = parseConfig({ LOUPE_DATA_DIR: dataDirectory });
    await checkConfiguredStorage(config);
    await openConfiguredStorage(config).put("uploads/a", Buffer.from("on disk"));
    expect(await fs.readFile(path.join(dataDirectory, "files", "uploads", "a"), "utf8")).toBe("on disk");
  });

  it("is the S3 bucket S3_BUCKET names, checked before the start", async () => {
    const settings = await s3Settings();
    const config = parseConfig({ LOUPE_DATA_DIR: dataDirectory, ...settings });
    await checkConfiguredStorage(config);
    await openConfiguredStorage(config, path.join(dataDirectory, "ignored")).put(
      "uploads/a",
      Buffer.from("in S3"),
    );

    const s3 = await started();
    const bucket = createS3Storage({ client: s3.client, bucket: settings.S3_BUCKET });
    expect(await bucket.stat("uploads/a")).toEqual({ size: 5 });
    await expect(fs.readdir(dataDirectory)).resolves.toEqual([]);
  });

  it("puts every key under S3_PREFIX when set", async () => {
    const settings = { ...(await s3Settings()), S3_PREFIX: "lab-a/" };
    const config = parseConfig({ LOUPE_DATA_DIR: dataDirectory, ...settings });
    await openConfiguredStorage(config).put("uploads/a", Buffer.from("in S3"));
    const s3 = await started();
    const bucket = createS3Storage({ client: s3.client, bucket: settings.S3_BUCKET });
    const keys: string[] = [];
    for await (const key of bucket.list("")) keys.push(key);
    expect(keys).toEqual(["lab-a/uploads/a"]);
  });

  it("refuses to start when the bucket does not exist, saying which", async () => {
    const config = parseConfig({ LOUPE_DATA_DIR: dataDirectory, ...(await s3Settings("loupe-missing")) });
    await expect(checkConfiguredStorage(config)).rejects.toThrow(
      /^Loupe cannot start: the S3 bucket "loupe-missing" at http:\/\/127\.0\.0\.1:\d+ does not answer: there is no such bucket \(S3_BUCKET\)$/,
    );
  });

  // s3rver knows its access key id but does not check version 4 signatures: an unknown id it refuses.
  it("refuses to start with credentials the server does not know, without showing the secret", async () => {
    const secret = "not-the-secret-0123456789";
    const config = parseConfig({
      LOUPE_DATA_DIR: dataDirectory,
      ...(await s3Settings()),
      S3_ACCESS_KEY_ID: "NOBODY",
      S3_SECRET_ACCESS_KEY: secret,
    });
    const failure = await checkConfiguredStorage(config).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/does not answer: access denied \(S3_ACCESS_KEY_ID/);
    expect((failure as Error).message).not.toContain(secret);
  });

  it("refuses to start when nothing answers at the endpoint", async () => {
    const config = parseConfig({
      LOUPE_DATA_DIR: dataDirectory,
      ...(await s3Settings()),
      S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}`,
    });
    await expect(checkConfiguredStorage(config)).rejects.toThrow(/does not answer: .*ECONNREFUSED/);
  });

  it("stops the server's start with the reason before it opens anything", async () => {
    const environment = {
      ...process.env,
      LOUPE_DATA_DIR: dataDirectory,
      PORT: String(await closedPort()),
      ...(await s3Settings("loupe-missing")),
    };
    const child = spawn(process.execPath, ["dist/main.js"], {
      cwd: serverRoot,
      env: environment,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Loupe cannot start: the S3 bucket "loupe-missing" .* there is no such bucket/);
    expect(await fs.readdir(dataDirectory)).toEqual([]);
  });
});
