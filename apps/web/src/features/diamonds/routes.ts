import { IconDiamond } from "@tabler/icons-react";
import { certificateFeature } from "../../app/certificate-feature";

export const diamondsFeature = certificateFeature({
  menu: { slot: "diamonds", label: "Diamonds", to: "/diamond", icon: IconDiamond },
  list: async () => (await import("./list/diamonds-page")).DiamondsPage,
  editor: async () => (await import("./editor/diamond-form-page")).DiamondFormPage,
  prefetchList: async () => (await import("./list/prefetch-diamond-list")).prefetchDiamondList,
});
