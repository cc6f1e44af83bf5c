import { Button, Text } from "@mantine/core";
import { IconPrinter, IconTemplate } from "@tabler/icons-react";
import { useId } from "react";
import type { MoreAction } from "../../../components/certificate-form/more-actions-menu";

// Print Card prints the stored record: with unsaved changes it waits, and says so.
const printCardUnsavedHint = "Save first";

// The jewelry editor's Print Card, for a saved record: in the bar even with unsaved changes,
// disabled then, with 'Save first' beside it.
export function PrintCardAction({
  onPrintCard,
  unsaved,
  busy,
}: {
  onPrintCard: () => void;
  unsaved: boolean;
  busy: boolean;
}) {
  const hintId = useId();
  return (
    <>
      {unsaved && (
        <Text id={hintId} size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {printCardUnsavedHint}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden="true" />}
        onClick={onPrintCard}
        disabled={busy || unsaved}
        aria-describedby={unsaved ? hintId : undefined}
        style={{ flexShrink: 0 }}
      >
        Print Card
      </Button>
    </>
  );
}

// 'More actions' of the jewelry editor: mark the client SKU as defaulted (its template, color codes
// and modes).
export const saveSkuDefaultsAction = ({
  saving,
  busy,
  onClick,
}: {
  saving: boolean;
  busy: boolean;
  onClick: () => void;
}): MoreAction => ({
  label: "Save SKU Defaults",
  icon: <IconTemplate size={16} aria-hidden="true" />,
  onClick,
  disabled: busy || saving,
});
