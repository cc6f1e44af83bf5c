import fs from "node:fs/promises";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { storedFiles } from "../db/files-schema";
import { labSettings, labSettingsId } from "../db/lab-settings-schema";
import { serverPath } from "../server-root";
import type { Storage } from "../storage/storage";

// The demo's issuing lab, as a super administrator would set it (PUT /api/settings/lab): a name,
// an accreditation line plainly marked as a demo, and a logo stored like an upload.
export const demoLab = {
  name: "Loupe Gemological Laboratory",
  accreditation: "ISO/IEC 17025 accredited testing laboratory (demo certificate No. 0000)",
};

export async function seedDemoLab(tx: Executor, storage: Storage | null, administratorId: string) {
  let logoFileId: string | null = null;
  if (storage) {
    const content = await fs.readFile(serverPath("src", "seed", "demo-lab-logo.png"));
    logoFileId = uuidv7();
    const storageKey = `uploads/${logoFileId.slice(0, 8)}/${logoFileId}`;
    await storage.put(storageKey, content);
    await tx.insert(storedFiles).values({
      id: logoFileId,
      storageKey,
      name: "lab-logo.png",
      contentType: "image/png",
      size: content.length,
      uploadedBy: administratorId,
    });
  }
  await tx
    .insert(labSettings)
    .values({ id: labSettingsId, ...demoLab, logoFileId, updatedBy: administratorId });
}
