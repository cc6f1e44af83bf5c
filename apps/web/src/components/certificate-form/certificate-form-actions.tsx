import { digitalCertificateRefusal } from "@loupe/domain/certificates/spreadsheet-sync";
import { Button, Paper, Text } from "@mantine/core";
import { IconCertificate, IconDeviceFloppy } from "@tabler/icons-react";
import { type ReactNode, useEffect, useId } from "react";
import { type Control, type FieldPath, type FieldValues, useWatch } from "react-hook-form";
import { FormActions } from "../form-actions";

export type PendingAction = "save" | "certificate" | null;

// A certificate form's actions (Delete, Create Digital Certificate, Save, and any the type adds),
// kept in reach at the bottom of the window while the cards scroll.
export function CertificateFormActions<Values extends FieldValues & { certificateNumber: string }>({
  pending,
  uploading,
  control,
  onCreateCertificate,
  onDelete,
  children,
}: {
  pending: PendingAction;
  // What is uploading ('video', 'logo'), or null.
  uploading: string | null;
  control: Control<Values>;
  onCreateCertificate: () => void;
  onDelete?: () => void;
  // The type's own actions, before Create Digital Certificate.
  children?: ReactNode;
}) {
  const busy = pending !== null || uploading !== null;
  // No certificate number, no digital certificate (the synced sheet is keyed by it; the server
  // refuses it too): the reason is said beside the button. Watched here, so typing the number
  // re-renders this bar, not the whole form.
  const certificateNumber: string = useWatch({ control, name: "certificateNumber" as FieldPath<Values> });
  const certificateRefusal = digitalCertificateRefusal({ certificateNumber });
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
      <FormActions onDelete={onDelete} deleteDisabled={busy} waitingFor={uploading}>
        {children}
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
