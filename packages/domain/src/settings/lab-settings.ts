import { z } from "zod";

// The issuing lab as its public certificates present it (issue 21): its name, logo and
// accreditation, one record edited by a super administrator (docs/design.md, deliberate
// departures: what the old product hard-coded is a setting in the database).

export const labSettingsLimits = { name: 120, accreditation: 300 } as const;

export const labSettingsSaveSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter the lab's name.")
    .max(labSettingsLimits.name, `The lab's name can have at most ${labSettingsLimits.name} characters.`),
  accreditation: z
    .string()
    .trim()
    .max(
      labSettingsLimits.accreditation,
      `The accreditation can have at most ${labSettingsLimits.accreditation} characters.`,
    ),
  // An image uploaded with purpose=image (POST /api/files), or none.
  logoFileId: z.uuid().nullable(),
  // 0 while the lab has never been saved.
  version: z.number().int().min(0),
});
export type LabSettingsSave = z.infer<typeof labSettingsSaveSchema>;

export const labSettingsSchema = z.object({
  name: z.string(),
  accreditation: z.string(),
  logoFileId: z.string().nullable(),
  version: z.number().int(),
});
export type LabSettings = z.infer<typeof labSettingsSchema>;
