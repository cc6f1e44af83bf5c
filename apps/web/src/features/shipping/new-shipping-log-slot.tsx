import { Modal, Text } from "@mantine/core";

export type NewShippingLogSlotProps = { opened: boolean; onClose: () => void; onSaved: () => void };

// LEAD: the New Shipping Log modal is built on its own branch (features/shipping/new-shipping-log/,
// NewShippingLogModal({ opened, onClose, onSaved })). At the merge, replace this placeholder with
// that modal: the one line to change is NewShippingLogSlot in shipping-log-dialogs.ts.
export function NewShippingLogPlaceholder({ opened, onClose }: NewShippingLogSlotProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New Shipping Log" centered>
      <Text>Scanning and saving a shipping log arrive with the New Shipping Log modal.</Text>
    </Modal>
  );
}
