import fs from "node:fs";
import type { SessionUser } from "@loupe/domain/auth";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { videoUploadFileIdHeader } from "@loupe/domain/videos/video-save-api";
import { acceptedVideoType } from "@loupe/domain/videos/video-uploads";
import type { Upload } from "@tus/server";
import { fileTypeFromBuffer } from "file-type";
import type { AppServices } from "../../services";
import { storeFile } from "../files/ports";
import type { VideoUploadStore } from "./upload-store";
import { probeVideo, type VideoFacts } from "./video-probe";

// file-type reads at most this many leading bytes for the containers accepted here.
const sniffBytes = 4100;

// tus answers an error thrown as { status_code, body } with that status and text.
export type TusRefusal = { status_code: number; body: string };

// The name the client gave the file (tus metadata 'filename'), without control characters.
export function uploadedFileName(upload: Upload): string {
  const given = upload.metadata?.filename ?? "";
  const name = given
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 255);
  return name || "video";
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const bytes = new Uint8Array(sniffBytes);
    const { bytesRead } = await handle.read(bytes, 0, sniffBytes, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const describe = (facts: VideoFacts | null) => {
  if (!facts) return undefined;
  const parts = [facts.durationSeconds > 0 ? `${facts.durationSeconds} s` : "", facts.codecs.join(" + ")];
  return parts.filter(Boolean).join(", ") || undefined;
};

// A finished upload becomes a stored file: its type decided from its bytes (MP4 or QuickTime, or
// 415 and the bytes are gone), its length and codecs read for the activity entry when its movie
// box can be found cheaply, its bytes streamed into Storage with the stored_files row and its
// activity entry, and the tus copy removed. Answers 204 with the stored file's id.
export async function finishUpload(
  services: AppServices,
  store: VideoUploadStore,
  user: SessionUser,
  upload: Upload,
): Promise<{ status_code: number; headers: Record<string, string> }> {
  const name = uploadedFileName(upload);
  const bytesPath = store.bytesPath(upload.id);
  const detected = await fileTypeFromBuffer(await readHead(bytesPath));
  const contentType = acceptedVideoType(detected?.ext);
  if (!contentType) {
    await store.discard(upload.id);
    throw { status_code: 415, body: videoMessages.videoUploadNotAVideo(name) } satisfies TusRefusal;
  }
  const facts = await probeVideo(bytesPath);
  const description = describe(facts);
  const stored = await storeFile(services, user, {
    name,
    contentType,
    content: fs.createReadStream(bytesPath),
    ...(description ? { describe: description } : {}),
  });
  await store.markStored(upload.id, stored.id);
  return { status_code: 204, headers: { [videoUploadFileIdHeader]: stored.id } };
}
