import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { storedFiles } from "../db/files-schema";
import type { Storage } from "../storage/storage";

// The demo has no real footage: its videos are small stored stand-ins (an MP4 header), stored as
// an upload is (bytes in storage, a row in stored_files).
export const videoStandIn = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypmp42\0\0\0\0isommp42"),
  Buffer.alloc(1000, 0),
]);

export type DemoFileStore = (name: string, contentType: string, content: Buffer) => Promise<string>;

// Stores one demo file uploaded by `administratorId`; answers its id.
export function demoFileStore(tx: Executor, storage: Storage, administratorId: string): DemoFileStore {
  return async (name, contentType, content) => {
    const id = uuidv7();
    const storageKey = `uploads/${id.slice(0, 8)}/${id}`;
    await storage.put(storageKey, content);
    await tx.insert(storedFiles).values({
      id,
      storageKey,
      name,
      contentType,
      size: content.length,
      uploadedBy: administratorId,
    });
    return id;
  };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
