import { lazyDialog } from "../../../components/lazy-dialog";

// The list's own dialogs, loaded when first opened (or on a pointer near the buttons that open
// them): the list draws without them.

export const LazyConnectDialog = lazyDialog(
  async () => (await import("./connect-dialog")).ConnectDialog,
  (props) => props.opened,
  { opened: false },
);

export const LazyDetailsModal = lazyDialog(
  async () => (await import("./details-modal")).DetailsModal,
  (props) => props.row !== null,
  { row: null },
);
