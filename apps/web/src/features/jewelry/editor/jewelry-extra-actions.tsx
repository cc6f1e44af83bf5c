import { Button } from "@mantine/core";
import { IconPrinter, IconTemplate } from "@tabler/icons-react";

// The jewelry editor's own actions: mark the client SKU as defaulted (its template, color codes
// and modes) and, for a saved record without unsaved changes, print its card.
export function JewelryExtraActions({
  savingDefaults,
  onSaveSkuDefaults,
  onPrintCard,
  busy,
}: {
  savingDefaults: boolean;
  onSaveSkuDefaults: () => void;
  onPrintCard?: () => void;
  busy: boolean;
}) {
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconTemplate size={16} aria-hidden="true" />}
        onClick={onSaveSkuDefaults}
        loading={savingDefaults}
        disabled={busy}
      >
        Save SKU Defaults
      </Button>
      {onPrintCard && (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          onClick={onPrintCard}
          disabled={busy}
        >
          Print Card
        </Button>
      )}
    </>
  );
}
