import { IconHistory } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /logs (spec 002 §2, 000 §6): for holders of view_activity_log only; others see no menu entry
// and the 403 page.
export const activityLogFeature: Feature = {
  routes: [
    {
      path: "/logs",
      lazy: async () => ({ Component: (await import("./activity-log-page")).ActivityLogPage }),
    },
  ],
  menu: [{ slot: "activity-log", label: "Activity Log", to: "/logs", icon: IconHistory }],
  permission: "view_activity_log",
};
