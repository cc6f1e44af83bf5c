import { Button, Paper } from "@mantine/core";
import { IconCertificate, IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect } from "react";
import { FormActions } from "../../../components/form-actions";

export type PendingAction = "save" | "certificate" | null;

// The form's actions stay in reach at the bottom of the window while the cards scroll.
export function DiamondFormActions({
  pending,
  uploading,
  onCreateCertificate,
  onDelete,
}: {
  pending: PendingAction;
  uploading: boolean;
  onCreateCertificate: () => void;
  onDelete?: () => void;
}) {
  const busy = pending !== null || uploading;
  // A field reached with the keyboard scrolls clear of the bar instead of behind it.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = "96px";
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, []);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      style={{ position: "sticky", bottom: "var(--mantine-spacing-md)", zIndex: 3 }}
    >
      <FormActions onDelete={onDelete} deleteDisabled={busy} waitingFor={uploading ? "video" : null}>
        <Button
          variant="default"
          leftSection={<IconCertificate size={16} aria-hidden="true" />}
          onClick={onCreateCertificate}
          loading={pending === "certificate"}
          disabled={busy && pending !== "certificate"}
        >
          Create Digital Certificate
        </Button>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          loading={pending === "save"}
          disabled={busy && pending !== "save"}
        >
          Save
        </Button>
      </FormActions>
    </Paper>
  );
}
