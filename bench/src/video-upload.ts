import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { videoUploadFileIdHeader, videoUploadPath } from "@loupe/domain/videos/video-save-api";
import { startServer } from "@loupe/server/testing/spawn-server";
import { signInAs } from "./sign-in";

// BENCH_ONLY=video-upload npm run bench: one video of BENCH_VIDEO_UPLOAD_MB [200] MB (an MP4's
// 'ftyp' opening, then filler) uploaded through tus to the real server on PGlite, in one streamed
// PATCH as tus-js-client sends it. Prints the throughput and the server's resident memory read
// every 250 ms (issue 24: it should stay flat, the server never holding a file in memory).

const megabyte = 1_048_576;

function rssMegabytes(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]) / 1024;
  } catch {
    return null;
  }
}

// The file on disk, written a megabyte at a time (the bench holds no more of it either).
async function writeSampleVideo(file: string, bytes: number): Promise<void> {
  const ftyp = Buffer.from("\0\0\0\x18ftypisom\0\0\x02\0isomiso2", "latin1");
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(bytes - ftyp.length, 0);
  mdatHeader.write("mdat", 4, "latin1");
  const out = fs.createWriteStream(file);
  out.write(Buffer.concat([ftyp, mdatHeader]));
  const filler = Buffer.alloc(megabyte, 0x5a);
  for (let left = bytes - ftyp.length - mdatHeader.length; left > 0; left -= megabyte) {
    if (!out.write(left >= megabyte ? filler : filler.subarray(0, left))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: fs.ReadStream,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on("error", reject);
    if (body) body.pipe(request);
    else request.end();
  });
}

export async function benchVideoUpload(megabytes: number): Promise<void> {
  const bytes = megabytes * megabyte;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-bench-video-"));
  const file = path.join(folder, "bench.mp4");
  await writeSampleVideo(file, bytes);
  const server = await startServer({ LOG_LEVEL: "error" });
  try {
    const cookie = await signInAs(server.baseURL, {
      email: server.adminEmail,
      password: server.adminPassword,
    });
    const headers = { "tus-resumable": "1.0.0", origin: server.baseURL, cookie };
    const created = await send(new URL(videoUploadPath, server.baseURL), "POST", {
      ...headers,
      "upload-length": String(bytes),
      "upload-metadata": `filename ${Buffer.from("bench.mp4").toString("base64")}`,
    });
    if (created.status !== 201) throw new Error(`creating the upload: ${created.status} ${created.body}`);
    const location = new URL(String(created.headers.location), server.baseURL);

    const samples: number[] = [];
    const before = rssMegabytes(server.pid);
    const sampler = setInterval(() => {
      const rss = rssMegabytes(server.pid);
      if (rss !== null) samples.push(rss);
    }, 250);
    const started = performance.now();
    const finished = await send(
      location,
      "PATCH",
      {
        ...headers,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
        "content-length": String(bytes),
      },
      fs.createReadStream(file, { highWaterMark: megabyte }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = rssMegabytes(server.pid);
    if (finished.status !== 204) throw new Error(`the upload failed: ${finished.status} ${finished.body}`);

    const fileId = String(finished.headers[videoUploadFileIdHeader.toLowerCase()] ?? "");
    const stored = await fetch(new URL(`/api/files/${fileId}`, server.baseURL), {
      method: "HEAD",
      headers: { cookie },
    });
    const round = (value: number | null | undefined) => (value == null ? "n/a" : value.toFixed(1));
    console.log(`\nVideo upload through tus (PGlite, one streamed PATCH of ${megabytes} MB)`);
    console.log(`  upload + finish:  ${seconds.toFixed(2)} s, ${(megabytes / seconds).toFixed(1)} MB/s`);
    console.log(
      `  stored file:      ${fileId} (${stored.headers.get("content-type")}, ${stored.headers.get("content-length")} bytes)`,
    );
    console.log(
      `  server RSS (MB):  before ${round(before)}, during min ${round(Math.min(...samples))} / max ${round(Math.max(...samples))}, after ${round(after)} (${samples.length} samples, every 250 ms)`,
    );
    console.log(`  samples: ${samples.map((value) => value.toFixed(0)).join(" ")}`);
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
