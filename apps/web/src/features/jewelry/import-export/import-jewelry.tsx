import { lazyImportButton } from "../../../components/import-export/lazy-import-button";

// Import (spec 001 §2.2): its dialog loads when a file is chosen or the button is pointed at.
export const ImportJewelryButton = lazyImportButton(
  async () => (await import("./import-jewelry-dialog")).ImportJewelryDialog,
);
