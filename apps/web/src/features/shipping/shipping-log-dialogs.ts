import { lazyDialog } from "../../components/lazy-dialog";
import type { NewShippingLogSlotProps } from "./new-shipping-log-slot";

// The New Shipping Log dialog loads when first opened (or hovered), not with the log.
export const LazyNewShippingLog = lazyDialog<NewShippingLogSlotProps>(
  // LEAD: the one line to change at the merge: load NewShippingLogModal from new-shipping-log/.
  async () => (await import("./new-shipping-log-slot")).NewShippingLogPlaceholder,
  (props) => props.opened,
  { opened: false },
);
