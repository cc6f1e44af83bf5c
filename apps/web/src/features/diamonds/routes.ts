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
  menu: [{ slot: "diamonds", label: "Diamonds", to: "/diamond", icon: IconDiamond }],
};
