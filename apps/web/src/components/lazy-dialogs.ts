import { lazyDialog } from "./lazy-dialog";

// The shared dialogs, loaded when first opened: lists and forms draw without them.

export const LazyErrorDialog = lazyDialog(
  async () => (await import("./error-dialog")).ErrorDialog,
  (props) => props.message !== null,
  { message: null },
);

export const LazyConfirmDelete = lazyDialog(
  async () => (await import("./confirm-delete")).ConfirmDelete,
  (props) => props.opened,
  { opened: false },
);

export const LazyPhonePreview = lazyDialog(
  async () => (await import("./phone-preview")).PhonePreview,
  (props) => props.opened,
  { opened: false },
);

export const LazyFullscreenPreview = lazyDialog(
  async () => (await import("./fullscreen-preview")).FullscreenPreview,
  (props) => props.opened,
  { opened: false },
);

export const LazyConfirmReprint = lazyDialog(
  async () => (await import("./confirm-reprint")).ConfirmReprint,
  (props) => props.opened,
  { opened: false },
);
