import type { SessionUser } from "@loupe/domain/auth";
import { formatDateTime } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import type { LabSettings, LabSettingsSave } from "@loupe/domain/settings/lab-settings";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { isUniqueViolation } from "../../db/errors";
import { storedFiles } from "../../db/files-schema";
import { labSettings, labSettingsId } from "../../db/lab-settings-schema";
import { versionedUpdate } from "../../db/versioned-update";
import { badRequest, conflict, notFound } from "../../http/problem";

// The issuing lab's settings: one row, absent until a super administrator first saves it (the
// demo seed writes one). Version 0 stands for that absent row.

const unsaved: LabSettings = { name: "", accreditation: "", logoFileId: null, version: 0 };

export async function readLabSettings(db: Executor): Promise<LabSettings> {
  const [row] = await db.select().from(labSettings).where(eq(labSettings.id, labSettingsId));
  if (!row) return unsaved;
  return {
    name: row.name,
    accreditation: row.accreditation,
    logoFileId: row.logoFileId,
    version: row.version,
  };
}

// The logo must be an image already uploaded (POST /api/files?purpose=image).
async function assertLogo(tx: Executor, logoFileId: string | null) {
  if (!logoFileId) return;
  const [file] = await tx
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.id, logoFileId));
  if (!file?.contentType.startsWith("image/"))
    throw badRequest("The chosen image was not found; upload it again.", [
      { field: "logoFileId", message: "Upload an image first" },
    ]);
}

const entryFor = (actor: SessionUser, action: "create" | "update", name: string) => ({
  action,
  entityType: "lab-settings",
  entityId: labSettingsId,
  subject: name,
  summary: `${actor.fullName} ${action === "create" ? "set" : "updated"} the lab's settings`,
});

// Saved records its one entry with it: the first save creates the row, later ones are versioned
// updates (a stale version, 0 included once the row exists, gets the usual 409).
export async function saveLabSettings(
  db: Database,
  actor: SessionUser,
  input: LabSettingsSave,
): Promise<LabSettings> {
  const values = { name: input.name, accreditation: input.accreditation, logoFileId: input.logoFileId };
  try {
    await db.transaction(async (tx) => {
      await assertLogo(tx, input.logoFileId);
      const [existing] = await tx
        .select({ id: labSettings.id })
        .from(labSettings)
        .where(eq(labSettings.id, labSettingsId));
      if (!existing && input.version === 0) {
        await createRecord(tx, actor, {
          table: labSettings,
          values: { id: labSettingsId, ...values, updatedBy: actor.id },
          activity: () => entryFor(actor, "create", input.name),
        });
        return;
      }
      await versionedUpdate(tx, {
        table: labSettings,
        where: eq(labSettings.id, labSettingsId),
        version: input.version,
        actor,
        missing: () => notFound("The lab's settings are not saved yet. Reload the page."),
        set: () => values,
        activity: entryFor(actor, "update", input.name),
      });
    });
  } catch (error) {
    // Two first saves at once: the second finds the row written.
    if (isUniqueViolation(error))
      throw conflict(messages.staleRecord("another administrator", formatDateTime(new Date())));
    throw error;
  }
  return readLabSettings(db);
}
