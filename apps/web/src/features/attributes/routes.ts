import { IconAdjustments } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /attributes (spec 002 §2 'Attributes'): every administrator may view the lists; only holders of
// edit_attributes change them (the screen is read-only for others, the server answers 403).
export const attributesFeature: Feature = {
  routes: [
    {
      path: "/attributes",
      lazy: async () => ({ Component: (await import("./attributes-page")).AttributesPage }),
    },
  ],
  menu: [{ slot: "attributes", label: "Attributes", to: "/attributes", icon: IconAdjustments }],
};
