import type { Readable } from "node:stream";
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
  const { head, whole } = await readHead(part.file, typeSniffBytes);
  const contentType = decideType(purpose, head, part.filename);
  if (!contentType) {
    part.file.resume();
    throw unsupported(refusal[purpose]);
  }
  const name =
    purpose === "video" ? withVideoExtension(part.filename.slice(0, 250)) : part.filename.slice(0, 255);
  return storeFile(
    services,
    user,
    { name, contentType, content: whole },
    {
      attach,
      check: () => {
        if (part.file.truncated)
          throw new HttpProblem(413, "Payload Too Large", uploadRules[purpose].tooLarge);
      },
    },
  );
}

// Streams content whose type is already decided into storage, then writes its stored_files row and
// the activity entry in one transaction; a refused or failed write leaves nothing stored. `check`
// runs once the bytes are stored (a size limit seen only at the end); `attach` as storeUpload's.
// `describe` adds what the upload is beyond its type and size to the activity entry (a video's
// length and codecs).
export async function storeFile(
  services: AppServices,
  user: SessionUser,
  file: { name: string; contentType: string; content: Readable; describe?: string },
  options: { attach?: (tx: Executor, file: StoredFile) => Promise<void>; check?: () => void } = {},
): Promise<StoredFile> {
  const { db, storage } = services;
  const { name, contentType } = file;
  const id = uuidv7();
  const key = `uploads/${id.slice(0, 8)}/${id}`;
  const { size } = await storage.put(key, file.content);
  const stored: StoredFile = { id, name, contentType, size, url: fileUrl(id) };
  try {
    options.check?.();
    await db.transaction(async (tx) => {
      await createRecord(tx, user, {
        table: storedFiles,
        values: { id, storageKey: key, name, contentType, size, uploadedBy: user.id },
        activity: () => ({
          action: "upload",
          entityType: "file",
          entityId: id,
          subject: name,
          summary: `${user.fullName} uploaded ${name} (${contentType}, ${size} bytes${file.describe ? `, ${file.describe}` : ""})`,
        }),
      });
      await options.attach?.(tx, stored);
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  return stored;
}
