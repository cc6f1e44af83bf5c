import type { ComponentProps } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import type { NewShippingLogModal } from "./new-shipping-log/new-shipping-log-modal";

// The New Shipping Log dialog loads when first opened (or hovered), not with the log.
export const LazyNewShippingLog = lazyDialog<ComponentProps<typeof NewShippingLogModal>>(
  async () => (await import("./new-shipping-log/new-shipping-log-modal")).NewShippingLogModal,
  (props) => props.opened,
  { opened: false },
);
