import { entriesOf, type Walk, type WriteExample } from "../../testing/write-examples";

// The settings' writes, for the activity walk (http/activity-walk.test.ts).

const lab = { name: "Loupe Gem Lab", accreditation: "ISO/IEC 17025", logoFileId: null };

const firstSave = (walk: Walk) =>
  walk.prepare({ method: "PUT", url: "/api/settings/lab", payload: { ...lab, version: 0 } });

export const writeExamples: WriteExample[] = [
  {
    route: "PUT /api/settings/lab",
    // Saved once already, so this is a versioned update: one entry for the one row.
    valid: async (walk) => {
      await firstSave(walk);
      return {
        request: {
          method: "PUT",
          url: "/api/settings/lab",
          payload: { ...lab, name: "Loupe Gemological Laboratory", version: 1 },
        },
        entries: entriesOf("update", "lab-settings", "Loupe Gemological Laboratory"),
      };
    },
    // A stale version: 409, nothing written.
    invalid: async (walk) => {
      await firstSave(walk);
      return { method: "PUT", url: "/api/settings/lab", payload: { ...lab, version: 7 } };
    },
  },
];
