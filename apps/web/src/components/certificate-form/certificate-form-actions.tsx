import { digitalCertificateRefusal } from "@loupe/domain/certificates/spreadsheet-sync";
import { Button, Group, Paper, Text } from "@mantine/core";
import { IconCertificate, IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { type Control, type FieldPath, type FieldValues, useFormState, useWatch } from "react-hook-form";
import { type MoreAction, MoreActionsMenu } from "./more-actions-menu";
import { offlineSaveText } from "./offline-save";
import { type PrintCard, PrintCardAction } from "./print-card-action";

// Save, Create Digital Certificate, Save & Print (a save, then the card printed).
export type SaveAction = "save" | "certificate" | "print";
export type PendingAction = SaveAction | null;

// A certificate form's actions, kept in reach at the bottom of the window while the cards scroll,
// in one row down to 1024 px (issue 21): 'More actions' (the type's secondary actions, then Delete)
// on the left; what the form waits for, Print Card (Save & Print with unsaved changes), Create
// Digital Certificate and Save on the right.
export function CertificateFormActions<Values extends FieldValues & { certificateNumber: string }>({
  pending,
  waitingForNetwork = false,
  uploading,
  control,
  onCreateCertificate,
  onDelete,
  moreActions = [],
  printCard,
}: {
  pending: PendingAction;
  // The pending action waits for the browser to be online.
  waitingForNetwork?: boolean;
  // What is uploading ('video', 'logo'), or null.
  uploading: string | null;
  control: Control<Values>;
  onCreateCertificate: () => void;
  onDelete?: () => void;
  // The type's secondary actions, in the 'More actions' menu before Delete.
  moreActions?: readonly MoreAction[];
  // Print Card of a stored record; with unsaved changes, Save & Print.
  printCard?: PrintCard & { onSaveAndPrint: () => void };
}) {
  const busy = pending !== null || uploading !== null;
  const { isDirty } = useFormState({ control });
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
  const menu: MoreAction[] = [
    ...moreActions,
    ...(onDelete
      ? [
          {
            label: "Delete",
            icon: <IconTrash size={16} aria-hidden="true" />,
            onClick: onDelete,
            disabled: busy,
            danger: true,
          },
        ]
      : []),
  ];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      style={{ position: "sticky", bottom: "var(--mantine-spacing-md)", zIndex: 3 }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <MoreActionsMenu actions={menu} />
        <Group gap="sm" wrap="nowrap" justify="flex-end" style={{ flex: "1 1 auto", minWidth: 0 }}>
          {waitingForNetwork && (
            <Text size="sm" fw={500} role="status" ta="right" style={{ minWidth: 0 }}>
              {offlineSaveText}
            </Text>
          )}
          {uploading && (
            <Text size="sm" c="dimmed" role="status" ta="right" style={{ minWidth: 0 }}>
              Waiting for the {uploading} upload to finish…
            </Text>
          )}
          {printCard && (
            <PrintCardAction
              {...printCard}
              unsaved={isDirty}
              saving={pending === "print"}
              disabled={busy && pending !== "print"}
            />
          )}
          {certificateRefusal && (
            <Text id={refusalId} size="sm" c="dimmed" ta="right" style={{ minWidth: 0 }}>
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
            style={{ flexShrink: 0 }}
          >
            Create Digital Certificate
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            loading={pending === "save"}
            disabled={busy && pending !== "save"}
            style={{ flexShrink: 0 }}
          >
            Save
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
