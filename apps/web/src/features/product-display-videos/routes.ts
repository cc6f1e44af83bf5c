import { IconMovie } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /product-display-list, the Video Manager (spec 002 §2 'Video Manager').
export const productDisplayVideosFeature: Feature = {
  routes: [
    {
      path: "/product-display-list",
      lazy: async () => ({ Component: (await import("./video-manager-page")).VideoManagerPage }),
    },
  ],
  menu: [
    { slot: "product-videos", label: "Showcasing Videos", to: "/product-display-list", icon: IconMovie },
  ],
};
