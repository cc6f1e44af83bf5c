import { IconRings } from "@tabler/icons-react";
import { certificateFeature } from "../../app/certificate-feature";

export const jewelryFeature = certificateFeature({
  menu: { slot: "jewelry", label: "Jewelry", to: "/jewelry", icon: IconRings },
  list: async () => (await import("./list/jewelry-page")).JewelryPage,
  editor: async () => (await import("./editor/jewelry-editor-page")).JewelryEditorPage,
  prefetchList: async () => (await import("./list/prefetch-jewelry-list")).prefetchJewelryList,
});
