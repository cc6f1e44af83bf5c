import { digitalCertificateRefusal } from "@loupe/domain/certificates/spreadsheet-sync";
import { Button, Paper, Text } from "@mantine/core";
import { IconCertificate, IconDeviceFloppy } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { type Control, useWatch } from "react-hook-form";
import { FormActions } from "../../../components/form-actions";
import type { DiamondFormValues } from "./diamond-form-values";

export type PendingAction = "save" | "certificate" | null;

// The form's actions stay in reach at the bottom of the window while the cards scroll.
export function DiamondFormActions({
  pending,
  uploading,
  control,
  onCreateCertificate,
  onDelete,
}: {
  pending: PendingAction;
  uploading: boolean;
  control: Control<DiamondFormValues>;
  onCreateCertificate: () => void;
  onDelete?: () => void;
}) {
  const busy = pending !== null || uploading;
  // No certificate number, no digital certificate (the synced sheet is keyed by it; the server
  // refuses it too): the reason is said beside the button. Watched here, so typing the number
  // re-renders this bar, not the whole form.
  const certificateRefusal = digitalCertificateRefusal({
    certificateNumber: useWatch({ control, name: "certificateNumber" }),
  });
  const refusalId = useId();
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
        {certificateRefusal && (
          <Text id={refusalId} size="sm" c="dimmed">
            {certificateRefusal}
          </Text>
        )}
        <Button
          variant="default"
          leftSection={<IconCertificate size={16} aria-hidden="true" />}
          onClick={onCreateCertificate}
          loading={pending === "certificate"}
          disabled={Boolean(certificateRefusal) || (busy && pending !== "certificate")}
          aria-describedby={certificateRefusal ? refusalId : undefined}
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
