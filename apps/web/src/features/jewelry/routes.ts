import { IconRings } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

export const jewelryFeature: Feature = {
  routes: [
    {
      path: "/jewelry",
      lazy: async () => ({ Component: (await import("./list/jewelry-page")).JewelryPage }),
    },
    {
      path: "/jewelry/:id",
      lazy: async () => ({ Component: (await import("./editor/jewelry-editor-page")).JewelryEditorPage }),
    },
  ],
  prefetch: {
    "/jewelry": async (queryClient, url) =>
      (await import("./list/prefetch-jewelry-list")).prefetchJewelryList(queryClient, url),
  },
  menu: [{ slot: "jewelry", label: "Jewelry", to: "/jewelry", icon: IconRings }],
};
