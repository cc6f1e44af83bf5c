import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { videoUploadPath } from "@loupe/domain/videos/video-save-api";
import { createFile } from "mp4box";
import { sessionCookieName } from "../../auth/request-guard";

// Test-only: small real videos and a tus client speaking plain HTTP to the app on a local port.

const box = (type: string, content: Uint8Array) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, content]);
};

// An MP4 made by mp4box (ftyp, moov with one H.264 track) followed by `mediaBytes` random bytes in
// an mdat box; `moovLast` puts the movie box after the media, as cameras write it.
export function sampleMp4(mediaBytes: number, options: { moovLast?: boolean } = {}): Buffer {
  const movie = createFile();
  const track = movie.addTrack({
    timescale: 1000,
    width: 64,
    height: 64,
    type: "avc1",
    avcDecoderConfigRecord: new Uint8Array([1, 0x64, 0, 0x1f, 0xff, 0xe0, 0, 0]).buffer,
  });
  movie.addSample(track, new Uint8Array(16), { duration: 1000, is_sync: true });
  const written = Buffer.from(new Uint8Array(movie.getBuffer().buffer));
  const boxes: { type: string; bytes: Buffer }[] = [];
  for (let offset = 0; offset < written.length; ) {
    const size = written.readUInt32BE(offset);
    boxes.push({
      type: written.toString("latin1", offset + 4, offset + 8),
      bytes: written.subarray(offset, offset + size),
    });
    offset += size;
  }
  // mp4box writes a fragmented file whose movie header says 0 s: it says one second here (the
  // sample's length), as a camera's file would.
  const mvhd = written.indexOf("mvhd", 0, "latin1");
  written.writeUInt32BE(written.readUInt32BE(mvhd + 16), mvhd + 20);
  const of = (type: string) => boxes.find((item) => item.type === type)?.bytes ?? Buffer.alloc(0);
  const media = box("mdat", randomBytes(mediaBytes));
  return options.moovLast
    ? Buffer.concat([of("ftyp"), media, of("moov")])
    : Buffer.concat([of("ftyp"), of("moov"), media]);
}

// A QuickTime file's opening (an 'ftyp' box of brand 'qt  ') and random media after it.
export function sampleQuickTime(mediaBytes: number): Buffer {
  return Buffer.concat([
    box("ftyp", Buffer.from("qt  \x00\x00\x02\x00qt  ", "latin1")),
    box("mdat", randomBytes(mediaBytes)),
  ]);
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

export type TusAnswer = { status: number; headers: Headers; body: string };

// A tus 1.0 client over fetch (node http for a cut connection) against `baseUrl`.
export function tusClient(baseUrl: string, cookie: string | null) {
  const headers = (extra: Record<string, string> = {}) => ({
    "tus-resumable": "1.0.0",
    // The app's own pages: the address the test server listens on.
    origin: new URL(baseUrl).origin,
    ...(cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
    ...extra,
  });
  const send = (url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) =>
    httpRequest(new URL(url, baseUrl), init);
  return {
    create: (length: number, metadata: Record<string, string> = {}) =>
      send(videoUploadPath, {
        method: "POST",
        headers: headers({
          "upload-length": String(length),
          ...(Object.keys(metadata).length > 0 ? { "upload-metadata": encodeMetadata(metadata) } : {}),
        }),
      }),
    head: (location: string) => send(location, { method: "HEAD", headers: headers() }),
    patch: (location: string, offset: number, bytes: Buffer) =>
      send(location, {
        method: "PATCH",
        headers: headers({
          "upload-offset": String(offset),
          "content-type": "application/offset+octet-stream",
        }),
        body: bytes,
      }),
    remove: (location: string) => send(location, { method: "DELETE", headers: headers() }),
    // Sends `sent` of the bytes announced in Content-Length, then destroys the socket mid-request.
    patchCut: (location: string, offset: number, bytes: Buffer, sent: number) =>
      new Promise<void>((resolve, reject) => {
        const request = http.request(new URL(location, baseUrl), {
          method: "PATCH",
          headers: headers({
            "upload-offset": String(offset),
            "content-type": "application/offset+octet-stream",
            "content-length": String(bytes.length),
          }),
        });
        request.on("error", () => resolve());
        request.on("response", () => reject(new Error("the cut PATCH was answered")));
        request.write(bytes.subarray(0, sent), () => {
          setTimeout(() => {
            request.destroy();
            resolve();
          }, 100);
        });
      }),
  };
}

// Plain node http: fetch drops the Origin header the app's cross-site guard asks for.
export function httpRequest(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: Buffer },
): Promise<TusAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

export const listeningUrl = (server: http.Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
