import { IconHome } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

export const dashboardFeature: Feature = {
  routes: [
    {
      path: "/dashboard",
      lazy: async () => ({ Component: (await import("./dashboard-page")).DashboardPage }),
    },
  ],
  prefetch: {
    "/dashboard": async (queryClient, url) =>
      (await import("./prefetch-dashboard")).prefetchDashboard(queryClient, url),
  },
  menu: [{ slot: "home", label: "Home", to: "/dashboard", icon: IconHome }],
};
