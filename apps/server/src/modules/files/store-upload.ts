import type { MultipartFile } from "@fastify/multipart";
import type { SessionUser } from "@loupe/domain/auth";
import {
  detectDocumentType,
  detectImageType,
  fileUrl,
  isMp4Container,
  notAnAcceptedDocument,
  notAnImage,
  notAnMp4,
  type StoredFile,
  typeSniffBytes,
  type UploadPurpose,
  uploadRules,
  videoUploadLimits,
  withVideoExtension,
} from "@loupe/domain/files";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { storedFiles } from "../../db/files-schema";
import { HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import { readHead } from "./read-head";

const unsupported = (detail: string) => new HttpProblem(415, "Unsupported Media Type", detail);

// The type each purpose accepts, decided from the first bytes; null refuses the upload.
function decideType(purpose: UploadPurpose, head: Buffer, fileName: string): string | null {
  if (purpose === "image") return detectImageType(head);
  if (purpose === "video") return isMp4Container(head) ? videoUploadLimits.contentType : null;
  return detectDocumentType(head, fileName);
}

const refusal: Record<UploadPurpose, string> = {
  file: notAnAcceptedDocument,
  image: notAnImage,
  video: notAnMp4,
};

// Streams the upload to storage once its type is accepted; the database row and its activity
// entry are written together only when the file is whole, and a refused file leaves nothing.
// `attach` writes what the file is for (a record that refers to it) in the same transaction: if it
// refuses, the file is not kept either.
export async function storeUpload(
  services: AppServices,
  user: SessionUser,
  purpose: UploadPurpose,
  part: MultipartFile,
  attach?: (tx: Executor, file: StoredFile) => Promise<void>,
): Promise<StoredFile> {
  const { db, storage } = services;
  const { head, whole } = await readHead(part.file, typeSniffBytes);
  const contentType = decideType(purpose, head, part.filename);
  if (!contentType) {
    part.file.resume();
    throw unsupported(refusal[purpose]);
  }
  const id = uuidv7();
  const key = `uploads/${id.slice(0, 8)}/${id}`;
  const { size } = await storage.put(key, whole);
  if (part.file.truncated) {
    await storage.remove(key);
    throw new HttpProblem(413, "Payload Too Large", uploadRules[purpose].tooLarge);
  }
  const name =
    purpose === "video" ? withVideoExtension(part.filename.slice(0, 250)) : part.filename.slice(0, 255);
  const stored: StoredFile = { id, name, contentType, size, url: fileUrl(id) };
  try {
    await db.transaction(async (tx) => {
      await createRecord(tx, user, {
        table: storedFiles,
        values: { id, storageKey: key, name, contentType, size, uploadedBy: user.id },
        activity: () => ({
          action: "upload",
          entityType: "file",
          entityId: id,
          subject: name,
          summary: `${user.fullName} uploaded ${name} (${contentType}, ${size} bytes)`,
        }),
      });
      await attach?.(tx, stored);
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return stored;
}
