import { IconChartBar } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /analytics (spec 002 §2 'Analytics'): every signed-in staff member may read it (§6 names no right
// for it; decision 0025). The charts and the world map load in chunks of their own, only here.
export const analyticsFeature: Feature = {
  routes: [
    {
      path: "/analytics",
      lazy: async () => ({ Component: (await import("./analytics-page")).AnalyticsPage }),
    },
  ],
  menu: [{ slot: "analytics", label: "Analytics", to: "/analytics", icon: IconChartBar }],
};
