import { publicMediaPath } from "@loupe/domain/certificates/record-fields";
import { eq } from "drizzle-orm";
import { batchedPerDatabase } from "../db/batched-reads";
import type { Database } from "../db/client";
import { labSettings, labSettingsId } from "../db/lab-settings-schema";

// The issuing lab as every public page presents it (the settings a super administrator keeps,
// modules/settings); null while no name is saved.
export type LabProfile = { name: string; accreditation: string; logoUrl: string | null };

// Read with the other requests of a batch (db/batched-reads.ts): one row, one key.
const labProfiles = batchedPerDatabase(async (db: Database, keys: (typeof labSettingsId)[]) => {
  const profile = await readProfile(db);
  return new Map(keys.map((key) => [key, profile]));
});

export async function readLabProfile(db: Database): Promise<LabProfile | null> {
  return (await labProfiles(db, labSettingsId)) ?? null;
}

async function readProfile(db: Database): Promise<LabProfile | null> {
  const [row] = await db
    .select({
      name: labSettings.name,
      accreditation: labSettings.accreditation,
      logo: labSettings.logoFileId,
    })
    .from(labSettings)
    .where(eq(labSettings.id, labSettingsId));
  if (!row?.name.trim()) return null;
  return {
    name: row.name,
    accreditation: row.accreditation,
    logoUrl: row.logo ? publicMediaPath(row.logo) : null,
  };
}
