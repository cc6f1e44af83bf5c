import { Button } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";

// What an editor gives its form for Print Card: printing the stored record, and whether the card
// is on its way to the printer.
export type PrintCard = { onPrint: () => void; printing: boolean };

// A certificate editor's Print Card, for a stored record, in one slot of the action bar: it prints
// the stored record; with unsaved changes it is 'Save & Print' instead (issue 21), which saves the
// form first (the same checks and confirmations as Save) and prints the card once it is stored.
export function PrintCardAction({
  onPrint,
  printing,
  onSaveAndPrint,
  unsaved,
  saving,
  disabled,
}: PrintCard & {
  onSaveAndPrint: () => void;
  unsaved: boolean;
  // Save & Print's save is on its way.
  saving: boolean;
  // Another action is on its way (a save, an upload).
  disabled: boolean;
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden="true" />}
      onClick={unsaved ? onSaveAndPrint : onPrint}
      loading={saving || printing}
      disabled={disabled}
      style={{ flexShrink: 0 }}
    >
      {unsaved ? "Save & Print" : "Print Card"}
    </Button>
  );
}
