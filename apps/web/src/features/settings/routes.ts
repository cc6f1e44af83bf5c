import { IconCertificate } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /settings/lab: the issuing lab as its public certificate pages present it (issue 21). Only a
// super administrator changes it (the server refuses others), so only they see the screen.
export const settingsFeature: Feature = {
  routes: [
    {
      path: "/settings/lab",
      lazy: async () => ({ Component: (await import("./lab-settings-page")).LabSettingsPage }),
    },
  ],
  menu: [{ slot: "lab-settings", label: "Lab Settings", to: "/settings/lab", icon: IconCertificate }],
  permission: "super_admin",
};
