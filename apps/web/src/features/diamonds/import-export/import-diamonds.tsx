import { lazyImportButton } from "../../../components/import-export/lazy-import-button";

// Import (spec 000 §2): its dialog loads when a file is chosen or the button is pointed at.
export const ImportDiamondsButton = lazyImportButton(
  async () => (await import("./import-diamonds-dialog")).ImportDiamondsDialog,
);
