import { IconDiamond } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

export const diamondsFeature: Feature = {
  routes: [
    {
      path: "/diamond",
      lazy: async () => ({ Component: (await import("./list/diamonds-page")).DiamondsPage }),
    },
    {
      path: "/diamond/:id",
      lazy: async () => ({ Component: (await import("./editor/diamond-form-page")).DiamondFormPage }),
    },
  ],
  prefetch: {
    "/diamond": async (queryClient, url) =>
      (await import("./list/prefetch-diamond-list")).prefetchDiamondList(queryClient, url),
  },
  menu: [{ slot: "diamonds", label: "Diamonds", to: "/diamond", icon: IconDiamond }],
};
